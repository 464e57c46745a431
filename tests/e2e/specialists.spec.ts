import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { sendPrefilledEnquiry } from '../support/contact-form'
import { expect, test } from './fixtures'

/**
 * A named specialist on every trip (issue 35, decision 044): the card on a trip's pages with WhatsApp, phone and
 * "Enquire with …" carrying the trip (and the departure once one is chosen), the enquiry reaching the outbox
 * addressed to them with or without JavaScript, the floating chat link naming the trip, and About listing the trips
 * each person designs.
 */

const card = (page: Page) => page.getByRole('region', { name: 'Your trip specialist' })
const whatsapp = (page: Page) => card(page).getByRole('link', { name: /^WhatsApp / })
const enquire = (page: Page, firstName: string) => card(page).getByRole('link', { name: `Enquire with ${firstName}` })
const param = async (link: ReturnType<typeof whatsapp>, name: string) =>
  new URL((await link.getAttribute('href'))!, 'http://site.example').searchParams.get(name)

test.describe('the specialist card', () => {
  test('shows the trip’s specialist and three ways to reach them, each naming the trip', async ({ page }) => {
    await page.goto('/itinerary/gold-package')
    await expect(card(page).getByRole('heading', { name: 'Amani Njoroge' })).toBeVisible()
    await expect(card(page)).toContainText('Chief Executive Officer')
    await expect(card(page)).toContainText('English, Swahili, French')
    await expect(card(page)).toContainText('Nairobi Office')
    await expect(whatsapp(page)).toHaveAttribute('href', /^https:\/\/wa\.me\/254700000111\?text=/)
    await expect(whatsapp(page)).toHaveAttribute('target', '_blank')
    expect(await param(whatsapp(page), 'text')).toBe(
      'Hello Amani, I’m interested in Gold Package. Could you tell me more?',
    )
    await expect(card(page).getByRole('link', { name: 'Call +254 700 000 111' })).toHaveAttribute(
      'href',
      'tel:+254700000111',
    )
    expect(await param(enquire(page, 'Amani'), 'message')).toBe(
      'Hello Amani, I would like to enquire about Gold Package. Please send me availability and the next steps.',
    )
    expect(await param(enquire(page, 'Amani'), 'specialist')).toBe('team-01')
    expect(
      (await new AxeBuilder({ page }).include('#specialist').analyze()).violations.map((violation) => violation.id),
    ).toEqual([])
  })

  test('names the departure once one is chosen, at once, and keeps it in the address', async ({ page }) => {
    await page.goto('/itinerary/gold')
    const departure = card(page).getByLabel('Your departure')
    const date = (await departure.locator('option').nth(2).textContent())!
    await departure.selectOption({ label: date })
    await expect(whatsapp(page)).toHaveAttribute('href', new RegExp(encodeURIComponent(`departing ${date}.`)))
    expect(await param(enquire(page, 'Amani'), 'message')).toContain(`Gold Package, departing ${date}.`)
    await expect(page).toHaveURL(/[?&]departure=\d{4}-\d{2}-\d{2}/)
    await page.reload()
    await expect(card(page).getByLabel('Your departure')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
    expect(await param(whatsapp(page), 'text')).toContain(`departing ${date}.`)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a departure is chosen with “Use this date”, and the links name it', async ({ page }) => {
      await page.goto('/itinerary/gold-package?day=2')
      const departure = card(page).getByLabel('Your departure')
      const date = (await departure.locator('option').nth(1).textContent())!
      await departure.selectOption({ label: date })
      await card(page).getByRole('button', { name: 'Use this date' }).click()
      await expect(page).toHaveURL(/\/itinerary\/gold-package\?day=2&departure=\d{4}-\d{2}-\d{2}#specialist$/)
      expect(await param(whatsapp(page), 'text')).toBe(
        `Hello Amani, I’m interested in Gold Package, departing ${date}. Could you tell me more?`,
      )
      expect(await param(enquire(page, 'Amani'), 'message')).toContain(`departing ${date}.`)
    })
  })

  test('is on the full itinerary, an item’s own page and the hotel page, each with its own specialist', async ({
    page,
  }) => {
    await page.goto('/listed-itinerary-details/dubai-package')
    await expect(card(page).getByRole('heading', { name: 'Omar Al Mansoori' })).toBeVisible()
    await expect(card(page)).toContainText('Dubai Office')
    await page.goto('/itinerary/karen-country-and-golf-club')
    await expect(card(page).getByRole('heading', { name: 'David Otieno' })).toBeVisible()
    expect(await param(whatsapp(page), 'text')).toContain('Karen Country and Golf Club')
    await page.goto('/LuxuryHotelDetails')
    await expect(card(page).getByRole('heading', { name: 'Kevin Kiprono' })).toBeVisible()
    expect(await param(enquire(page, 'Kevin'), 'message')).toContain('The Residences At Karen')
  })

  test('is in Arabic on the Arabic edition, names and addresses in the Arabic forms staff gave', async ({ page }) => {
    // Emily Carter gave no Arabic form of her name (decision 053): it stays as written, marked as English.
    await page.goto('/ar/itinerary/zanzibar-package')
    const emily = page.getByRole('region', { name: ar.specialist.cardTitle }).getByRole('heading', { level: 3 })
    await expect(emily).toHaveText('Emily Carter')
    await expect(emily.locator('bdi')).toHaveAttribute('lang', 'en')
    await page.goto('/ar/itinerary/dubai')
    const arabicCard = page.getByRole('region', { name: ar.specialist.cardTitle })
    const omar = arabicCard.getByRole('heading', { name: 'عمر المنصوري' }).locator('bdi')
    await expect(omar).toBeVisible()
    await expect(omar).not.toHaveAttribute('lang', /./)
    await expect(arabicCard).toContainText('العربية، الإنجليزية، الهندية، الأردية')
    await expect(arabicCard).toContainText('مكتب دبي')
    await expect(page.getByRole('contentinfo')).toContainText('مكتب 1204، برج أكاشيا للأعمال، الخليج التجاري، دبي')
    const link = arabicCard.getByRole('link', { name: /^واتساب: / })
    expect(new URL((await link.getAttribute('href'))!).searchParams.get('text')).toBe(
      'مرحبًا عمر، أودّ معرفة المزيد عن باقة دبي.',
    )
    await arabicCard.getByRole('link', { name: ar.specialist.enquireWith('عمر') }).click()
    await expect(page).toHaveURL(/\/ar\/contact\?message=.*&specialist=team-07&source=specialist$/)
    await expect(page.getByRole('note')).toHaveText('يصل استفساركم إلى عمر المنصوري في مكتب دبي.')
    // The contact page fades in over a second (the spec's): its colours are its own only once it has.
    await expect(page.getByRole('main')).toHaveCSS('opacity', '1')
    expect(
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([])
  })
})

test.describe('the enquiry through “Enquire with …”', () => {
  for (const javaScriptEnabled of [true, false]) {
    const withOrWithout = javaScriptEnabled ? 'with' : 'without'
    test(`reaches the outbox addressed to the specialist and their office (${withOrWithout} JavaScript)`, async ({
      browser,
      baseURL,
      outbox,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL })
      const page = await context.newPage()
      await page.goto('/itinerary/dubai')
      await enquire(page, 'Omar').click()
      await expect(page).toHaveURL(/\/contact\?message=.*&specialist=team-07&source=specialist$/)
      await expect(page.getByRole('note')).toHaveText('Your enquiry goes to Omar Al Mansoori, at our Dubai Office.')
      await expect(page.getByLabel('Message')).toHaveValue(
        'Hello Omar, I would like to enquire about Dubai Package. Please send me availability and the next steps.',
      )
      const email = await sendPrefilledEnquiry(
        page,
        { firstName: 'Layla', lastName: 'Haddad', phone: '+971 50 000 4455' },
        `specialist-${withOrWithout}`,
      )
      await expect
        .poll(() => outbox.records().find((record) => record.Email === email))
        .toMatchObject({
          templateId: 'contact-enquiry',
          message:
            'Hello Omar, I would like to enquire about Dubai Package. Please send me availability and the next steps.',
          specialist: 'team-07',
          specialist_name: 'Omar Al Mansoori',
          specialist_office: 'UAE',
        })
      if (!javaScriptEnabled) {
        // The answer is the page again, still addressed to Omar for a second enquiry.
        await expect(page.getByRole('main').getByRole('status')).toHaveText('Message sent successfully!')
        await expect(page.getByRole('note')).toHaveText('Your enquiry goes to Omar Al Mansoori, at our Dubai Office.')
      }
      await context.close()
    })
  }

  test('“Enquire about this trip” and “Request this departure” go to the trip’s specialist too', async ({ page }) => {
    await page.goto('/itinerary/dubai')
    await page.getByRole('main').getByRole('link', { name: 'Enquire about this trip' }).first().click()
    await expect(page).toHaveURL(/\/contact\?/)
    await expect(page.getByRole('note')).toHaveText('Your enquiry goes to Omar Al Mansoori, at our Dubai Office.')
    await expect(page.getByLabel('Message')).toHaveValue(/Dubai Package/)
    await page.goBack()
    await page
      .getByRole('button', { name: /^Request this departure: / })
      .first()
      .click()
    await expect(page).toHaveURL(/\/contact\?/)
    await expect(page.getByRole('note')).toHaveText('Your enquiry goes to Omar Al Mansoori, at our Dubai Office.')
    await expect(page.getByLabel('Message')).toHaveValue(/Dubai Package/)
  })

  test('an enquiry without a specialist reaches the whole team, as before', async ({ page, outbox }) => {
    await page.goto('/contact?message=Hello')
    await expect(page.getByRole('note')).toHaveCount(0)
    const email = await sendPrefilledEnquiry(page, { firstName: 'Ana', lastName: 'Ruiz', phone: '+1 555 0100' }, 'team')
    await expect.poll(() => outbox.records().find((record) => record.Email === email)?.message).toBe('Hello')
    expect(outbox.records().find((record) => record.Email === email)).not.toHaveProperty('specialist')
  })

  test('a specialist who is not on the team is not named, and the outbox refuses one forged into the form', async ({
    page,
    request,
  }) => {
    await page.goto('/contact?message=Hello&specialist=team-99')
    await expect(page.getByRole('note')).toHaveCount(0)
    const form = new URLSearchParams({
      FirstName: 'Ana',
      LastName: 'Ruiz',
      Email: 'forged@example.com',
      PhoneNumber: '+1 555 0100',
      message: 'Hello',
      specialist: 'team-99',
    })
    const response = await request.post('/contact', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      data: form.toString(),
      maxRedirects: 0,
    })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('no longer on our team')
  })
})

test.describe('the floating chat link', () => {
  test('names the trip on a trip’s page, and keeps the site-wide message elsewhere', async ({ page }) => {
    // The item's address shows its day-by-day package, whose name the page and the chat link give.
    await page.goto('/itinerary/zanzibar')
    const tripChat = page.getByRole('link', { name: 'Chat with us about Zanzibar Package (opens in a new tab)' })
    expect(new URL((await tripChat.getAttribute('href'))!).searchParams.get('text')).toBe(
      'Hello Savanna Links! I’d like to know more about Zanzibar Package.',
    )
    await page.goto('/itinerary/solio-conservancy')
    await expect(
      page.getByRole('link', { name: 'Chat with us about Solio Conservancy (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      /\?text=Hello\+Savanna\+Links%21\+I%E2%80%99d\+like\+to\+know\+more\+about\+Solio\+Conservancy\.$/,
    )
    await page.goto('/')
    const siteChat = page.getByRole('link', { name: 'Chat with us about itineraries (opens in a new tab)' })
    expect(new URL((await siteChat.getAttribute('href'))!).searchParams.get('text')).toBe(
      "Hello Savanna Links! I'd like to know more about your golf and safari itineraries.",
    )
  })
})

test('About lists, for each person, the trips they design, each a link to its page', async ({ page }) => {
  await page.goto('/about')
  const omar = page.getByRole('article', { name: /: Omar Al Mansoori$/ })
  await expect(omar.getByRole('heading', { name: 'Trips Omar designs' })).toBeAttached()
  await expect(omar.getByRole('region', { name: 'Trips Omar designs' }).getByRole('link')).toHaveText([
    'Dubai',
    'The trip Omar designs, in full',
  ])
  const joseph = page.getByRole('region', { name: 'Trips Joseph designs' })
  await expect(joseph.getByRole('link', { name: 'Hells Gate National Park' })).toHaveAttribute(
    'href',
    '/itinerary/hells-gate-national-park',
  )
  await expect(joseph.getByRole('listitem').filter({ hasText: 'Rwanda (Circuits)' })).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'Trips Faith designs' })).toHaveCount(0)
  await page.goto('/ar/about')
  await expect(page.getByRole('region', { name: ar.specialist.tripsTheyDesign('عمر') })).toContainText('دبي')
})

test('each card’s link to all of a person’s trips is a listing with its own title, description and address', async ({
  page,
}) => {
  // Issue 42, rule 10: Joseph designs seven trips; his card shows three and this link.
  // On Arabic pages his name is the Arabic form staff gave (decision 053).
  for (const [edition, catalogue, joseph] of [
    ['', en, 'Joseph'],
    ['/ar', ar, 'جوزيف'],
  ] as const) {
    await page.goto(`${edition}/about`)
    const all = page.getByRole('link', { name: catalogue.company.allTrips(joseph, 7), exact: true })
    await expect(all).toHaveAttribute('href', `${edition}/specialists/team-05`)
    await page.goto(`${edition}/specialists/team-05`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue.specialist.tripsTheyDesign(joseph))
    await expect(page).toHaveTitle(new RegExp(`^${catalogue.specialist.tripsTheyDesign(joseph)} \\|`))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(joseph))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${edition}/specialists/team-05$`),
    )
    await expect(page.locator('main .product-card')).toHaveCount(7)
  }
  expect((await page.goto('/ar/specialists/no-one'))?.status()).toBe(404)
  await expect(page.getByText(ar.errors.noSpecialist)).toBeVisible()
})
