import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import express from 'express'
import { refusalWords } from '~/i18n/refusal-words'
import { refuse } from '../../server/page-cache/refusal'
import { writeReview } from '../support/review-form'
import { seedDoc } from '../support/seed-data'
import { registerSpecCatalogues } from '../support/spec-catalogues'
import { expect, test } from './fixtures'

/**
 * A request the busy server refused (429 or 503 with Retry-After: decisions 037 and 050), as the browser meets it: a
 * page's data, Remix's route manifest and a form sent by the page's own code are asked again, never shown as an error;
 * the refusals are made here, in the browser's network layer, on the shared test server.
 */

const ERROR_SCREEN = /Unexpected Application Error|Unable to decode/
const entryTitle = (page: Page) => page.locator('#entry-title')

test.describe('a refused data request is a slow network, never an error', () => {
  const gold = seedDoc('package-gold-package')

  for (const status of [429, 503] as const) {
    test(`${status}: the browser waits as Retry-After says and asks again`, async ({ page }) => {
      await page.goto('/itinerary/gold-package')
      let refusals = 0
      await page.route(/\/itinerary\/gold-package\.data\?day=2/, async (route) => {
        if (refusals++ === 0)
          return route.fulfill({
            status,
            headers: { 'Retry-After': '1', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
            body: 'The site is busy just now.\n',
          })
        return route.continue()
      })
      await page.getByRole('link', { name: 'Next', exact: true }).click()
      await expect(entryTitle(page)).toHaveText(gold.days[1].title)
      expect(refusals).toBe(2)
      await expect(page.locator('body')).not.toContainText(ERROR_SCREEN)
    })

    test(`${status}: refused every time, the browser loads the page in full instead`, async ({ page }) => {
      await page.goto('/itinerary/gold-package')
      let refusals = 0
      await page.route(/\/itinerary\/gold-package\.data\?day=2/, (route) => {
        refusals += 1
        return route.fulfill({
          status,
          headers: { 'Retry-After': '1', 'Content-Type': 'text/plain; charset=utf-8' },
          body: 'The site is busy just now.\n',
        })
      })
      const fullLoad = page.waitForRequest(
        (request) => request.isNavigationRequest() && request.url().endsWith('/itinerary/gold-package?day=2'),
      )
      await page.getByRole('link', { name: 'Next', exact: true }).click()
      await fullLoad
      await expect(entryTitle(page)).toHaveText(gold.days[1].title)
      expect(refusals).toBe(3)
      await expect(page.locator('body')).not.toContainText(ERROR_SCREEN)
    })
  }

  test('Remix’s route manifest refused every time: a click still reaches its page, with no error screen', async ({
    page,
  }) => {
    // Refused, the manifest Remix asks for before it follows a link to a page it has not seen made its error screen
    // the visitor's next page (issue 41).
    let refusals = 0
    await page.route(/\/__manifest\?/, (route) => {
      refusals += 1
      return route.fulfill({
        status: 503,
        headers: { 'Retry-After': '1', 'Content-Type': 'text/plain; charset=utf-8' },
        body: 'The site is busy just now.\n',
      })
    })
    await page.goto('/itinerary/gold-package')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const fullLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().endsWith('/itineraries'),
    )
    // The listing's route is one the itinerary page has not seen: Remix asks the manifest for it first.
    await page.getByRole('navigation').getByRole('link', { name: 'Itineraries', exact: true }).first().click()
    await fullLoad
    await expect(page).toHaveURL(/\/itineraries$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('body')).not.toContainText(ERROR_SCREEN)
    expect(refusals).toBeGreaterThanOrEqual(3)
  })

  test('a review sent with JavaScript and refused twice is sent again, taken once, with nothing lost', async ({
    page,
  }) => {
    const title = `Sent through a busy moment ${Date.now()}`
    await page.goto('/itinerary/dubai-package')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const posts: number[] = []
    await page.route(/\/reviews\/dubai-package\.data/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts.push(posts.length)
      if (posts.length <= 2)
        return route.fulfill({
          status: posts.length === 1 ? 503 : 429,
          headers: { 'Retry-After': '1', 'Content-Type': 'text/plain; charset=utf-8' },
          body: 'The site is busy just now.\n',
        })
      return route.continue()
    })
    await writeReview(page, {
      title,
      rating: 5,
      text: 'The desert golf at sunset was unlike anything we had played before.',
      firstName: 'Layla',
      country: 'Oman',
    })
    await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you! Your review has been sent.')
    expect(posts).toHaveLength(3)
    await expect(page.locator('body')).not.toContainText(ERROR_SCREEN)
  })
})

// The host's own refusal for a form post, served beside a form as the site serves its pages, in either edition.
registerSpecCatalogues()
for (const [edition, heading, lead] of [
  ['', 'Not sent yet', 'nothing you typed is lost'],
  ['/ar', 'لم يُرسل بعد', 'لم يضع شيء مما كتبته'],
] as const) {
  test(`a form sent without JavaScript and refused says it was not sent; Back keeps it (${edition || '/'})`, async ({
    page,
  }) => {
    const busy = express()
    busy.get(`${edition}/reviews/gold-package`, (_req, res) =>
      res
        .type('html')
        .send('<form method="post"><label>First name <input name="firstName"></label><button>Send</button></form>'),
    )
    busy.post(`${edition}/reviews/gold-package`, (req, res) =>
      refuse(req, res, 503, 2, 'busyNow', refusalWords(req.path)),
    )
    const server = await new Promise<Server>((resolve) => {
      const listening = busy.listen(0, '127.0.0.1', () => resolve(listening))
    })
    try {
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${edition}/reviews/gold-package`)
      await page.getByLabel('First name').fill('Layla, from Muscat')
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      await expect(page.getByText(lead)).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', edition ? 'rtl' : 'ltr')
      await page.goBack()
      await expect(page.getByLabel('First name')).toHaveValue('Layla, from Muscat')
    } finally {
      server.close()
    }
  })
}
