import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Issue 42, rule 7 (decision 054): the floating chat button leaves every control clickable, at a phone's width and
 * a laptop's, in both directions, at every scroll position, and with the full itinerary's gallery open. The
 * pages are those that show the button: home, a trip's quick view and full itinerary, and a hotel.
 */

const PAGES = ['/', '/itinerary/gold-package', '/listed-itinerary-details/gold-package', '/LuxuryHotelDetails']
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]

/**
 * Scrolls through the page in steps shorter than the button and, at each, names every control in view that the
 * button lies over, or whose centre in view the browser's hit test answers with the button. When the button is a
 * bar across the viewport's foot, the view ends above it (the page's end is padded to scroll clear of it), as it
 * ends at the window's edge. `within` limits the controls to an open dialog's, without scrolling.
 */
function coveredControls(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const chat = document.querySelector('.chat-link')
    if (!chat) return ['no chat button on the page']
    const root = scope ? document.querySelector(scope) : document
    if (!root) return [`nothing matches ${scope}`]
    const controls = [
      ...root.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary'),
    ].filter((control) => control !== chat && control.checkVisibility({ visibilityProperty: true }))
    const name = (control: HTMLElement) =>
      `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim()}"`
    const covered = new Set<string>()
    const step = Math.floor(chat.getBoundingClientRect().height / 2)
    for (let y = 0; ; y += step) {
      if (!scope) window.scrollTo(0, y)
      const button = chat.getBoundingClientRect()
      const viewEnd = button.width >= window.innerWidth - 1 ? button.top : window.innerHeight
      for (const control of controls) {
        const box = control.getBoundingClientRect()
        const top = Math.max(box.top, 0)
        const bottom = Math.min(box.bottom, viewEnd)
        const left = Math.max(box.left, 0)
        const right = Math.min(box.right, window.innerWidth)
        // Less than two pixels in view is not yet in view: the hit test rounds to whole pixels.
        if (bottom - top < 2 || right - left < 2) continue
        const overlaps = left < button.right && right > button.left && top < button.bottom && bottom > button.top
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
        if (overlaps || hit?.closest('.chat-link')) covered.add(name(control))
      }
      if (scope || y + window.innerHeight >= document.documentElement.scrollHeight) break
    }
    return [...covered]
  }, within)
}

for (const viewport of WIDTHS) {
  for (const edition of ['', '/ar']) {
    test.describe(`at ${viewport.width} px${edition ? ' in Arabic' : ''}`, () => {
      test.use({ viewport })

      test('the chat button lies over no control on any page that shows it, at any scroll position', async ({
        page,
      }) => {
        const found: Record<string, string[]> = {}
        for (const path of PAGES) {
          await page.goto(edition + path.replace(/^\/$/, edition ? '' : '/'))
          const covered = await coveredControls(page)
          if (covered.length) found[path] = covered
        }
        expect(found).toEqual({})
      })

      test('nor over the gallery dialog’s controls', async ({ page }) => {
        await page.goto(`${edition}/listed-itinerary-details/gold-package`)
        await page.locator('.thumb').first().click()
        await expect(page.locator('dialog.gallery[open]')).toBeVisible()
        expect(await coveredControls(page, 'dialog.gallery[open]')).toEqual([])
      })
    })
  }
}
