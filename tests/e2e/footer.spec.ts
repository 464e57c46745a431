import { seedDoc } from '../support/seed-data'
import { expect, test } from './fixtures'

/** The site footer on every page. The Subscribe box's behaviour has its own spec, footer-subscribe.spec.ts. */
test.describe('footer', () => {
  test('has three offices, useful links, the subscribe box and the 2025 copyright', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('heading', { level: 2 })).toContainText(['Useful Links'])
    const usefulLinks = footer.getByRole('navigation', { name: 'Useful Links' })
    for (const name of ['Home', 'Terms', 'Privacy', 'Contact'])
      await expect(usefulLinks.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(
      footer.getByRole('form', { name: 'Subscribe' }).getByRole('textbox', { name: 'E-mail address' }),
    ).toBeVisible()
    const offices = seedDoc('siteSettings').offices as { title: string; email: string }[]
    expect(offices).toHaveLength(3)
    for (const office of offices)
      await expect(footer.getByRole('region', { name: office.title, exact: true })).toContainText(office.email)
    await expect(footer).toContainText('© 2025')
  })
})
