import type { APIRequestContext } from '@playwright/test'
import { PAGE_MAIN_DOCUMENTS, pageLocations } from '../../studio/presentation/pageLocations'
import { seedDoc, seedDocuments, seedDraft } from '../support/seed-data'
import { E2E_PREVIEW_SECRET } from '../support/test-secrets'
import { expect, test } from './fixtures'

/**
 * What the Studio's visual editing puts into a page (docs/decisions/031-visual-editing.md): invisible edit marks
 * (stega) in the texts an editor can click, and `data-sanity` attributes on images, prices and lists. Only a
 * preview response carries them; public responses, pages and their `.data`, carry none.
 */

/** Runs of the invisible characters Sanity's stega encoding is written in (@vercel/stega's alphabet). */
const EDIT_MARKS = /[\u200B-\u200D\u2060-\u2063\uFEFF\u{1D173}-\u{1D17A}]{4,}/u

const KEY_ROUTES = [
  '/',
  '/itineraries',
  '/golf-courses',
  '/category/hotels',
  '/itinerary/gold-package',
  '/itinerary/gold',
  '/listed-itinerary-details/gold-package',
  '/LuxuryHotelDetails',
  '/about',
  '/services',
  '/contact',
  '/Privacy-Policy',
  '/Terms-&-Conditions',
  '/search?q=golf',
]

/** The route's data as the browser asks for it on a client-side navigation (Remix's single fetch). */
const dataUrl = (route: string) => {
  const url = new URL(route, 'http://site.invalid')
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname}.data`
  return url.pathname + url.search
}

async function enterPreview(request: APIRequestContext) {
  const entered = await request.get(`/api/preview?secret=${E2E_PREVIEW_SECRET}&redirect=/`, { maxRedirects: 0 })
  expect(entered.status()).toBe(302)
}

test.describe('public answers', () => {
  for (const route of KEY_ROUTES) {
    test(`${route} carries no edit marks and no data-sanity, in its page or its data`, async ({ request }) => {
      const page = await request.get(route)
      expect(page.status()).toBe(200)
      const html = await page.text()
      expect(html).not.toMatch(EDIT_MARKS)
      expect(html).not.toContain('data-sanity')
      expect(html).not.toContain('data-visual-editing')
      const data = await request.get(dataUrl(route))
      expect(data.status()).toBe(200)
      const body = await data.text()
      expect(body.length).toBeGreaterThan(100)
      expect(body).not.toMatch(EDIT_MARKS)
      expect(body).not.toContain('data-sanity')
    })
  }
})

test.describe('a preview answer for the Studio', () => {
  test('marks the editable texts, prices and pictures, and keeps its head, structured data and links clean', async ({
    playwright,
    baseURL,
  }) => {
    // A context of its own: the preview cookie must not reach other tests.
    const request = await playwright.request.newContext({ baseURL })
    try {
      await enterPreview(request)
      const html = await (await request.get('/listed-itinerary-details/gold-package')).text()
      const gold = seedDoc('package-gold-package')
      // The seed's draft of the package is what preview shows, its Day 1 title followed by its marks.
      const draftDay1 = seedDraft('package-gold-package').days[0].title as string
      expect(html).toMatch(new RegExp(`<h3>${htmlTextPattern(draftDay1)}${EDIT_MARKS.source}</h3>`, 'u'))
      // Numbers and lists cannot carry marks: they are named by data-sanity attributes.
      expect(html).toMatch(
        /<strong data-sanity="id=item-gold;type=catalogueItem;path=price;base=[^"]+">USD 1,500<\/strong>/,
      )
      expect(html).toMatch(
        /<ol class="day-timeline" data-sanity="id=package-gold-package;type=itineraryPackage;path=days;base=/,
      )
      expect(html).toContain('data-visual-editing')
      // The Studio waits a few seconds for the page's visual editing to connect: a preview's scripts start at
      // once, where a public page's wait for its images (decision 024).
      expect(html).not.toContain('<template id="hydration"')
      expect(html).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import\(/)
      const publicHtml = await (await fetch(new URL('/listed-itinerary-details/gold-package', baseURL))).text()
      expect(publicHtml).toContain('<template id="hydration"')
      // Nothing the code uses as data carries marks: the <head>, the structured data, the enquiry link.
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).not.toMatch(EDIT_MARKS)
      expect(head).toContain(`<title>${gold.name} Itinerary`)
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => match[1]!,
      )
      expect(jsonLd.length).toBeGreaterThan(0)
      for (const block of jsonLd) expect(JSON.parse(block).name ?? '').not.toMatch(EDIT_MARKS)
      for (const block of jsonLd) expect(block).not.toMatch(EDIT_MARKS)
      const enquiry = /href="(\/contact\?message=[^"]+)"/.exec(html)?.[1]
      expect(decodeURIComponent(enquiry ?? '')).toContain(gold.name)
      expect(decodeURIComponent(enquiry ?? '')).not.toMatch(EDIT_MARKS)
      // The slug in links stays clean too.
      expect(html).not.toMatch(new RegExp(`href="[^"]*${EDIT_MARKS.source}`, 'u'))
    } finally {
      await request.dispose()
    }
  })

  test('marks every kind of thing an editor changes: cards, team, legal sections, home sections, footer texts', async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL })
    try {
      await enterPreview(request)
      const marked = (text: string) => new RegExp(`${htmlTextPattern(text)}${EDIT_MARKS.source}`, 'u')
      const attribute = (id: string, type: string, path: string) =>
        `data-sanity="id=${id};type=${type};path=${path};base=`
      const settings = seedDoc('siteSettings')
      const home = await (await request.get('/')).text()
      // Card names and pictures, home sections, footer texts.
      const card = seedDoc('item-gold')
      expect(home).toMatch(marked(card.name))
      expect(home).toContain(attribute('item-gold', 'catalogueItem', 'image'))
      expect(home).toContain(attribute('item-gold', 'catalogueItem', 'price'))
      expect(home).toContain(attribute('homeLayout', 'homeLayout', 'sections'))
      expect(home).toMatch(marked(settings.companyBlurb))
      // Team bios and photos.
      const about = await (await request.get('/about')).text()
      const member = seedDoc('team-01')
      expect(about).toMatch(marked(member.bio))
      expect(about).toContain(attribute('team-01', 'teamMember', 'photo'))
      // Legal sections: their list, and the text of each.
      const terms = await (await request.get('/Terms-&-Conditions')).text()
      const legal = seedDocuments.find((doc) => doc._type === 'legalPage' && doc.kind === 'terms')!
      expect(terms).toContain(attribute(legal._id, 'legalPage', 'sections'))
      expect(terms).toMatch(marked(legal.sections[0].heading))
    } finally {
      await request.dispose()
    }
  })
})

function htmlTextPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;')
}

test.describe('the Studio’s map of the site (Presentation’s "Used on" and main documents)', () => {
  test('every page a seeded document is said to be used on exists and shows it', async ({ request }) => {
    let checked = 0
    for (const doc of seedDocuments) {
      for (const location of pageLocations(doc)) {
        const page = await request.get(location.href)
        expect(page.status(), `${doc._id} → ${location.href}`).toBe(200)
        const shown = doc.name ?? doc.title
        if (
          typeof shown === 'string' &&
          ['itineraryPackage', 'catalogueItem', 'hotel', 'legalPage'].includes(doc._type)
        ) {
          expect(await page.text(), `${doc._id} → ${location.href}`).toContain(shown.replace(/&/g, '&amp;'))
        }
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(40)
  })

  test('every route with a main document is a page of the site', async ({ request }) => {
    const examples: Record<string, string> = { ':slug': 'gold-package' }
    for (const { route } of PAGE_MAIN_DOCUMENTS) {
      const path = route.replace(/:slug/, examples[':slug']!)
      expect((await request.get(path)).status(), path).toBe(200)
    }
  })
})
