// The page of a catalogue item without a day-by-day package, as the server renders it from the itinerary
// loader's result over the seed.
import { describe, expect, it, vi } from 'vitest'
import { resolveItinerary } from '~/content/loaders/resolve-itinerary.server'
import { testOnSeedDay } from '../../../tests/support/loader-test'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { ItemDetail } from './ItemDetail'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

async function itemPage(slug: string) {
  const { item, departures, laterDepartures } = await resolveItinerary(
    new Request(`https://savanna.example/itinerary/${slug}`),
    slug,
  )
  return renderPage(<ItemDetail item={item!} departures={departures} laterDepartures={laterDepartures} />, {
    url: `/itinerary/${slug}`,
  })
}
const price = (html: string) => elements(html, 'p').find((p) => p.attributes.class === 'item-detail__price')?.text

describe('an item’s own page', () => {
  it('shows a priced trip’s "from" price and length, and its dates', async () => {
    const html = await itemPage('silver-2')
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['Silver 2'])
    expect(price(html)).toBe('USD 1,600 per person · 7 days')
    expect(elements(html, 'h2').map((h2) => h2.text)).toEqual(['Dates & prices'])
    // Silver 2 has no package: each departure lasts the item's own seven days.
    expect(elements(html, 'tr')[1]?.text).toBe(
      '4 December 2026 10 December 2026 USD 1,600 USD 480 8 places left Request this departure',
    )
  })

  it('leads back to its category and to an enquiry about it', async () => {
    const html = await itemPage('silver-2')
    expect(links(html)).toEqual(
      expect.arrayContaining([
        'Itineraries → /category/itineraries',
        'Enquire about this trip → /contact?message=' +
          encodeURIComponent(
            'Hello, I would like to enquire about the Silver 2. Please send me availability and the next steps.',
          ) +
          '&trip=silver-2',
      ]),
    )
    expect(elements(html, 'nav')[0]?.text).toBe('Itineraries › Silver 2')
  })

  it('says "Price on request", and lists no dates, for an item without a price or departures', async () => {
    const html = await itemPage('karen-country-and-golf-club')
    expect(elements(html, 'p').find((p) => p.attributes.class === 'eyebrow')?.text).toBe('Golf Courses')
    expect(price(html)).toBe('Price on request')
    expect(html).not.toContain('Dates &amp; prices')
    // Nobody has reviewed it: no stars, not five (decision 043).
    expect(elements(html, 'span').filter((span) => span.attributes.role === 'img')).toEqual([])
  })

  it('shows the stars of its published reviews: their average, named with their count', async () => {
    const html = await itemPage('the-residences-at-karen')
    const stars = elements(html, 'span').find((span) => span.attributes.role === 'img')
    expect(stars?.attributes).toMatchObject({
      class: 'stars stars--5',
      'aria-label': 'Rated 4.5 out of 5 from 10 reviews',
    })
    expect(elements(html, 'span').find((span) => span.attributes.class === 'stars-rated__count')?.text).toBe('4.5 (10)')
  })

  it('shows its picture first, eagerly', async () => {
    const html = await itemPage('karen-country-and-golf-club')
    const [image] = elements(html, 'img')
    expect(image?.attributes).toMatchObject({ loading: 'eager', fetchpriority: 'high', width: '642', height: '428' })
    // The seed's picture is 1200×800, already 3:2: no crop to ask for.
    expect(image?.attributes.src).toMatch(
      /^\/images\/local\/production\/[0-9a-f]{40}-1200x800\.jpg\?w=642&auto=format$/,
    )
  })
})
