import type { Page } from '@playwright/test'
import { seedDocuments } from '../support/seed-data'
import { expect, hydrated, test } from './fixtures'

/** The About page's team carousel: every dot shows its member, at every width, by mouse, keyboard and touch. */

const team = seedDocuments.filter((doc) => doc._type === 'teamMember').sort((a, b) => a.order - b.order)

/** Whether a member's card lies wholly inside the carousel's visible track. */
const whollyInView = (page: Page, name: string) =>
  page.getByRole('article', { name: new RegExp(`^\\d+ of \\d+: ${name}$`) }).evaluate((card) => {
    const track = card.parentElement!.getBoundingClientRect()
    const box = card.getBoundingClientRect()
    return box.left >= track.left - 1 && box.right <= track.right + 1
  })

for (const [width, perView] of [
  [1280, '3 cards'],
  [1050, '2 cards'],
  [900, '1.5 cards'],
  [390, '1 card'],
] as const) {
  test(`at ${width} px (${perView} a view) every dot brings its member into view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/about')
    await hydrated(page)
    const dots = page.getByRole('group', { name: 'Choose a team member' }).getByRole('button')
    await expect(dots).toHaveCount(team.length)
    // Last first: the last members were the ones a dot could not reach.
    for (const index of [team.length - 1, team.length - 2, 0, Math.floor(team.length / 2)]) {
      const member = team[index]!
      await dots.nth(index).click()
      await expect.poll(() => whollyInView(page, member.name), { message: `${member.name} in view` }).toBe(true)
      await expect(dots.nth(index)).toHaveAttribute('aria-current', 'true')
    }
  })
}

test('the dots work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/about')
  await hydrated(page)
  const last = team[team.length - 1]!
  const dot = page.getByRole('button', { name: `Show ${last.name}` })
  await dot.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => whollyInView(page, last.name)).toBe(true)
})

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true })

  test('a tap on a dot shows its member', async ({ page }) => {
    await page.goto('/about')
    await hydrated(page)
    for (const member of [team[team.length - 1]!, team[2]!]) {
      await page.getByRole('button', { name: `Show ${member.name}` }).tap()
      await expect.poll(() => whollyInView(page, member.name), { message: member.name }).toBe(true)
    }
  })
})

for (const edition of ['', '/ar']) {
  const where = `1280 × 800${edition ? ', Arabic' : ''}`
  test(`on a laptop (${where}) a person chosen by a dot shows whole, from name to link`, async ({ page }) => {
    // Issue 42, rule 10: a card lists three trips and a link to all, so it fits the screen its dot is clicked on.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${edition}/about`)
    await hydrated(page)
    const dots = page.locator('.team-carousel__bullets button')
    const cards = page.locator('.team-card')
    const found: Record<string, unknown> = {}
    for (let index = 0; index < team.length; index += 1) {
      await dots.nth(index).click()
      await expect(dots.nth(index)).toHaveAttribute('aria-current', 'true')
      const card = cards.nth(index)
      await expect.poll(() => card.evaluate((element) => element.getBoundingClientRect().top >= 0)).toBe(true)
      const seen = await card.evaluate((element) => {
        const box = (selector: string) => element.querySelector(selector)?.getBoundingClientRect() ?? null
        const name = box('h3')!
        const last = box('.team-card__all-trips') ?? box('.team-card__contact')!
        const targets = [...element.querySelectorAll('.team-card__trips a, .team-card__contact a')].map(
          (link) => link.getBoundingClientRect().height,
        )
        return {
          height: element.getBoundingClientRect().height,
          nameInView: name.top >= 0 && name.bottom <= window.innerHeight,
          lastLinkInView: last.top >= 0 && last.bottom <= window.innerHeight,
          smallestTarget: Math.min(...targets),
        }
      })
      if (seen.height > 800 || !seen.nameInView || !seen.lastLinkInView || seen.smallestTarget < 24)
        found[team[index]!.name] = seen
    }
    expect(found).toEqual({})
  })
}
