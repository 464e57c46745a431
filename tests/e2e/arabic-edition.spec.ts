import type { Locator, Page } from '@playwright/test'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { englishLeaks } from '../support/english-leaks'
import { expect, test } from './fixtures'

/**
 * The Arabic edition (issue 34, decision 042) as a Gulf traveller meets it: every page under /ar right to left, in
 * Arabic words, the key journeys with and without JavaScript, and the same page one click away in English.
 */

// Each page's language, direction and words, on every route at both widths: tests/e2e/interface-words.spec.ts;
// axe on every route in both editions: tests/e2e/accessibility.spec.ts.

test.describe('the interface words a page loads', () => {
  /** The catalogue scripts the page asked for, by language and area (`ar/layout`), until it had hydrated. */
  async function catalogueScripts(page: Page, path: string): Promise<string[]> {
    const asked: string[] = []
    page.on('request', (request) => {
      const area = /\/catalogue-(\w+)-(\w+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)
      if (area) asked.push(`${area[1]}/${area[2]}`)
      else if (/catalogue-area-modules/.test(request.url())) asked.push('the list of every area')
    })
    await page.goto(path)
    return asked.sort()
  }

  test('are the page’s language’s and its routes’ areas, named in its HTML beside its route modules', async ({
    page,
  }) => {
    expect(await catalogueScripts(page, '/ar/contact')).toEqual([
      'ar/common',
      'ar/contact',
      // The Arabic plural rules the contact words count with.
      'ar/counting',
      'ar/forms',
      'ar/layout',
      'ar/shared',
    ])
    await expect(page.getByRole('button', { name: ar.contact.send })).toBeVisible()
  })

  test('an error page’s include the error screens’ words; a later page’s areas come when it is first shown', async ({
    page,
  }) => {
    expect(await catalogueScripts(page, '/ar/no-such-page')).toContain('ar/errors')
    await page.getByRole('link', { name: ar.errors.backHome }).click()
    await expect(page).toHaveURL(/\/ar$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await englishLeaks(page)).toEqual([])
  })
})

test('search in Arabic finds the Dubai trip, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/ar/search?q=${encodeURIComponent('دُبَي')}`)
  await expect(
    page.getByRole('main').getByRole('article').getByRole('heading', { name: 'دبي', exact: true }),
  ).toBeVisible()
  await context.close()
})

test.describe('the language switch', () => {
  test('leaves a phone’s top bar room, without JavaScript too: no page scrolls sideways at 360 px', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false })
    const page = await context.newPage()
    const sideways: Record<string, number> = {}
    for (const path of ['/', '/ar', '/category/hotels?page=9', '/ar/itinerary/gold-package']) {
      await page.goto(path)
      sideways[path] = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
    }
    expect(sideways).toEqual({ '/': 0, '/ar': 0, '/category/hotels?page=9': 0, '/ar/itinerary/gold-package': 0 })
    await context.close()
  })

  test('leads to the same page in the other edition and back, keeping the query', async ({ page }) => {
    await page.goto('/itinerary/gold-package?day=3')
    await page.getByRole('link', { name: en.common.switchLanguageLabel }).click()
    await expect(page).toHaveURL('/ar/itinerary/gold-package?day=3')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.getByRole('link', { name: ar.common.switchLanguageLabel }).click()
    await expect(page).toHaveURL('/itinerary/gold-package?day=3')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    // Back in history to the Arabic page: its own words, not the English page's.
    await page.goBack()
    await expect(page).toHaveURL('/ar/itinerary/gold-package?day=3')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    expect(await englishLeaks(page)).toEqual([])
  })

  test('is a plain link that works without JavaScript, and / is never redirected by Accept-Language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ar-AE' })
    const page = await context.newPage()
    const response = await page.goto('/about', { waitUntil: 'load' })
    expect(response?.url()).toMatch(/\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.locator('a.language-switch').click()
    await expect(page).toHaveURL('/ar/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await context.close()
  })
})

/** What a page's <head> names as its address, as sent: canonical, og:url, hreflang, and its structured data's. */
function headTags(html: string) {
  const attribute = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&')
  const tags = html.match(/<(?:link|meta)\b[^>]*>/g) ?? []
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  )
  return {
    canonical: attribute(tags.find((tag) => tag.includes('rel="canonical"')) ?? '', 'href'),
    ogUrl: attribute(tags.find((tag) => tag.includes('property="og:url"')) ?? '', 'content'),
    alternates: tags
      .filter((tag) => tag.includes('rel="alternate"') && tag.includes('hrefLang='))
      .map((tag) => `${attribute(tag, 'hrefLang')} ${attribute(tag, 'href')}`),
    jsonLdUrls: [...new Set(jsonLd.map((data) => data.url).filter(Boolean))],
    inLanguage: jsonLd[0]?.inLanguage,
  }
}

test.describe('crawlers', () => {
  test('a trip’s two addresses both answer and name one, the card’s, in both editions', async ({
    request,
    baseURL,
  }) => {
    // The spec's cards link /itinerary/{name}; the package's own slug keeps working (decision 051).
    for (const trip of ['gold', 'dubai', 'rwanda', 'zanzibar', 'silver']) {
      for (const edition of ['', '/ar']) {
        const one = `${baseURL}${edition}/itinerary/${trip}`
        for (const asked of [`${edition}/itinerary/${trip}`, `${edition}/itinerary/${trip}-package`]) {
          const response = await request.get(asked)
          expect(response.status(), asked).toBe(200)
          const head = headTags(await response.text())
          expect(head, asked).toEqual({
            canonical: one,
            ogUrl: one,
            alternates: [
              `en ${baseURL}/itinerary/${trip}`,
              `ar ${baseURL}/ar/itinerary/${trip}`,
              `x-default ${baseURL}/itinerary/${trip}`,
            ],
            jsonLdUrls: [one],
            inLanguage: edition ? 'ar' : 'en',
          })
        }
      }
    }
  })

  test('every address the sitemap lists is the canonical address of its page, in both editions', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const xml = await (await request.get('/sitemap.xml')).text()
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
    expect(listed.filter((url) => /\/itinerary\/(gold|dubai|rwanda|zanzibar|silver)-package$/.test(url))).toEqual([])
    const elsewhere: string[] = []
    for (const url of listed) {
      const { canonical } = headTags(await (await request.get(new URL(url).pathname)).text())
      if (canonical !== url) elsewhere.push(`${url} names ${canonical}`)
    }
    expect(elsewhere).toEqual([])
  })

  test('robots.txt points to a sitemap that lists both editions with their alternates', async ({ request }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1]
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/)
    const sitemap = await request.get(new URL(sitemapUrl!).pathname)
    expect(sitemap.status()).toBe(200)
    const xml = await sitemap.text()
    expect(xml).toContain('/ar/itinerary/gold</loc>')
    expect(xml).toContain('/itinerary/gold</loc>')
    expect(xml).toContain('/ar/listed-itinerary-details/gold-package</loc>')
    expect(xml).toMatch(/hreflang="ar" href="[^"]*\/ar\/about"/)
  })
})

const uniqueEmail = () => `ar.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`

async function fillEnquiry(page: Page, email: string) {
  await page.getByLabel(ar.contact.firstName).fill('Fatima')
  await page.getByLabel(ar.contact.lastName).fill('Al Mansoori')
  await page.getByLabel(ar.contact.email, { exact: true }).fill(email)
  await page.getByLabel(ar.contact.phone).fill('+971 50 000 1234')
}

test.describe('enquiries in Arabic', () => {
  test('the contact form answers in Arabic and tells staff the enquiry is in Arabic', async ({
    page,
    outbox,
    alertAfter,
  }) => {
    const email = uniqueEmail()
    await page.goto('/ar/contact')
    await fillEnquiry(page, email)
    await page.getByLabel(ar.contact.message).fill('نرغب في رحلة غولف لشخصين في مارس.')
    expect(await alertAfter(() => page.getByRole('button', { name: ar.contact.send }).click())).toBe(
      ar.forms.messageSent,
    )
    await expect
      .poll(() => outbox.records().find((record) => record.Email === email))
      .toMatchObject({
        language: 'ar',
        message: 'نرغب في رحلة غولف لشخصين في مارس.',
      })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a refused enquiry comes back in Arabic with every value kept; a good one is sent', async ({
      page,
      outbox,
    }) => {
      await page.goto('/ar/contact')
      await page.getByLabel(ar.contact.firstName).fill('Fatima')
      await page.getByLabel(ar.contact.email, { exact: true }).fill('fatima@example')
      await page.getByRole('button', { name: ar.contact.send }).click()
      const alert = page.getByRole('main').getByRole('alert')
      await expect(alert).toContainText(ar.forms.formatProblems.Email)
      await expect(alert).toContainText(ar.forms.required(ar.forms.fieldNames.LastName))
      await expect(page).toHaveURL('/ar/contact')
      await expect(page.getByLabel(ar.contact.firstName)).toHaveValue('Fatima')
      await expect(page.getByLabel(ar.contact.email, { exact: true })).toHaveValue('fatima@example')

      const email = uniqueEmail()
      await fillEnquiry(page, email)
      await page.getByLabel(ar.contact.message).fill('رحلة سفاري لعائلة من أربعة أشخاص.')
      await page.getByRole('button', { name: ar.contact.send }).click()
      await expect(page.getByRole('main').getByRole('status')).toHaveText(ar.forms.messageSent)
      expect(outbox.records().find((record) => record.Email === email)).toMatchObject({ language: 'ar' })
    })
  })
})

/**
 * Issue 42, rule 2: an empty form, sent with JavaScript, says what is wrong in the page's language beside each
 * field, in the texts it says without JavaScript, and keeps what was typed: never the browser's own "Please fill
 * out this field.", which is in the browser's language and, where the browser blocks the send, the only answer.
 */
test.describe('the forms’ own messages, with JavaScript', () => {
  /** The problem the page shows beside a field: the text its aria-describedby names. */
  const problemBeside =
    (within: Page | Locator, label: string, exact = false) =>
    () =>
      within.getByLabel(label, { exact }).evaluate((field) => {
        const id = field.getAttribute('aria-describedby')
        return field.getAttribute('aria-invalid') === 'true' && id ? document.getElementById(id)?.textContent : null
      })

  test('the contact form', async ({ page }) => {
    await page.goto('/ar/contact')
    await page.getByLabel(ar.contact.firstName).fill('فاطمة')
    await page.getByLabel(ar.contact.email, { exact: true }).fill('fatima@example')
    await page.getByRole('button', { name: ar.contact.send }).click()
    const { required, fieldNames, formatProblems } = ar.forms
    await expect.poll(problemBeside(page, ar.contact.lastName)).toBe(required(fieldNames.LastName))
    await expect.poll(problemBeside(page, ar.contact.email, true)).toBe(formatProblems.Email)
    await expect.poll(problemBeside(page, ar.contact.phone)).toBe(required(fieldNames.PhoneNumber))
    await expect.poll(problemBeside(page, ar.contact.message)).toBe(required(fieldNames.message))
    await expect.poll(problemBeside(page, ar.contact.firstName)).toBeNull()
    await expect(page.getByLabel(ar.contact.lastName)).toBeFocused()
    await expect(page.getByLabel(ar.contact.firstName)).toHaveValue('فاطمة')
    await expect(page.getByLabel(ar.contact.email, { exact: true })).toHaveValue('fatima@example')
  })

  test('a trip’s review form', async ({ page }) => {
    await page.goto('/ar/reviews/gold-package')
    const form = page.locator('form.review-form')
    await form.getByLabel(ar.reviews.labels.title).fill('رحلة لا تُنسى')
    await form.getByRole('button', { name: ar.reviews.submit }).click()
    await expect(form.getByRole('alert')).toHaveText(ar.reviews.fixProblems)
    await expect.poll(problemBeside(form, ar.reviews.labels.firstName)).toBe(ar.reviews.required.firstName)
    await expect.poll(problemBeside(form, ar.reviews.labels.country)).toBe(ar.reviews.required.country)
    await expect.poll(problemBeside(form, ar.reviews.labels.text)).toBe(ar.reviews.required.text)
    await expect(form.getByRole('group', { name: ar.reviews.labels.rating })).toContainText(ar.reviews.required.rating)
    await expect(form.getByLabel(ar.reviews.labels.title)).toHaveValue('رحلة لا تُنسى')
  })

  test('the sign-in form', async ({ page }) => {
    await page.goto('/ar/login')
    const form = page.locator('form.login-form')
    await form.getByLabel(ar.auth.password).fill('not-sent')
    await form.getByRole('button', { name: ar.auth.signIn, exact: true }).click()
    await expect.poll(problemBeside(form, ar.auth.email)).toBe(ar.auth.errorSentences['auth/missing-email'])
    await expect(form.getByLabel(ar.auth.email)).toBeFocused()
    await form.getByLabel(ar.auth.email).fill('omar@')
    await form.getByRole('button', { name: ar.auth.createAccount }).click()
    await expect.poll(problemBeside(form, ar.auth.email)).toBe(ar.auth.errorSentences['auth/invalid-email'])
    await expect(form.getByLabel(ar.auth.password)).toHaveValue('not-sent')
  })
})
