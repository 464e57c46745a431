import { expect, test } from './fixtures'

/**
 * Issue 42, rule 8 (decision 054): a picture or icon that points along the line of reading faces the other way on
 * an Arabic page. Every one is found by its class (`image--directional`, from the editor's mark on the image, and
 * `icon--directional`); the Itineraries tile's airplane is one.
 */

const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)'

async function directionalTransforms(page: import('@playwright/test').Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('.image--directional, .icon--directional')].map((element, index) => [
        `${index} ${element.getAttribute('src')?.split('?')[0]?.split('/').pop() ?? element.tagName}`,
        getComputedStyle(element).transform,
      ]),
    ),
  )
}

test('on /ar every directional image is mirrored, the Itineraries tile’s airplane among them; on / none is', async ({
  page,
}) => {
  await page.goto('/ar')
  const tile = page.locator('.category-tile').filter({ has: page.locator('img.image--directional') })
  await expect(tile).toHaveCount(1)
  await expect(tile).toHaveAttribute('href', '#section-itineraries')
  const arabic = await directionalTransforms(page)
  expect(Object.keys(arabic).length).toBeGreaterThan(0)
  expect(Object.values(arabic).every((transform) => transform === MIRRORED)).toBe(true)

  await page.goto('/')
  const english = await directionalTransforms(page)
  expect(Object.keys(english)).toHaveLength(Object.keys(arabic).length)
  expect(Object.values(english).every((transform) => transform === 'none')).toBe(true)
})

test('on a trip’s Arabic quick view the day’s airplane is mirrored', async ({ page }) => {
  await page.goto('/ar/itinerary/gold-package')
  const transforms = await directionalTransforms(page)
  expect(Object.keys(transforms).some((name) => !name.endsWith(' svg'))).toBe(true)
  expect(Object.values(transforms).every((transform) => transform === MIRRORED)).toBe(true)
})
