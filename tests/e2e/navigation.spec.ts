import { expect, test } from './fixtures'

/** What happens between pages, on any route: the scroll position and the loading bar. */
test.describe('moving between pages', () => {
  test('the window scrolls to the top on a route change, and back restores the position', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(500)
    await page.getByRole('link', { name: 'See all Hotels' }).click()
    await expect(page).toHaveURL('/category/hotels')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(500)
  })

  test('a progress bar shows while a page is loading', async ({ page }) => {
    await page.goto('/')
    // Hold the next page's data so the loading state can be seen.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/hotels.data*', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Hotels' }).click()
    // While loading, the bar is exposed to assistive technology; when idle it is hidden from it.
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('data-active', 'true')
    release()
    await expect(page).toHaveURL('/hotels')
    await expect(page.getByRole('progressbar', { name: 'Loading page', includeHidden: true })).toHaveAttribute(
      'data-active',
      'false',
    )
  })
})
