// The full itinerary (`/listed-itinerary-details/:slug`) as the server renders it for the seed's Gold Package,
// which is also the itinerary on paper.
import { describe, expect, it, vi } from 'vitest'
import { resolveItinerary } from '~/content/loaders/resolve-itinerary.server'
import { routeMapFor } from '~/content/loaders/route-map.server'
import { ITINERARY_TAGLINE_QUERY, SITE_SETTINGS_QUERY } from '~/content/queries'
import { testOnSeedDay } from '../../../tests/support/loader-test'
import { elements, elementWithText, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { FullItinerary } from './FullItinerary'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

async function render() {
  const url = 'https://savanna.example/listed-itinerary-details/gold-package'
  const { pkg, departures, laterDepartures } = await resolveItinerary(new Request(url), 'gold-package')
  const [settings, tagline] = await Promise.all([querySeed(SITE_SETTINGS_QUERY), querySeed(ITINERARY_TAGLINE_QUERY)])
  return renderPage(
    <FullItinerary
      pkg={pkg!}
      tagline={tagline}
      settings={settings!}
      url={url}
      routeMap={routeMapFor(pkg!.days ?? [])}
      departures={departures}
      laterDepartures={laterDepartures}
    />,
    { url: '/listed-itinerary-details/gold-package' },
  )
}

/** The page, rendered once for the file's tests (on the seed's day: the first test runs it). */
let rendered: Promise<string> | undefined
const fullItinerary = () => (rendered ??= render())

describe('the full itinerary', () => {
  it('heads the page with the trip, its length and "from" price, and the address it lives at for print', async () => {
    const html = await fullItinerary()
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['Gold Package Itinerary'])
    const head = elements(html, 'header')[0]!
    expect(elements(head.html, 'p').map((p) => p.text)).toEqual([
      'Experience Luxury, Adventure, Golf & Business Networking with us!',
      '11 days · from USD 1,500 per person',
      'This itinerary online: https://savanna.example/listed-itinerary-details/gold-package',
    ])
    expect(links(head.html)).toEqual([
      'Itinerary → #itinerary',
      'Included → #included',
      'Excluded → #excluded',
      'Contact Us → #contact-us',
    ])
  })

  it('has no print button until the page is interactive', async () => {
    const html = await fullItinerary()
    expect(elements(html, 'div').find((div) => div.attributes.class === 'print-button')?.html).toBe(
      '<div class="print-button"></div>',
    )
  })

  it('lists every day in order, each with its timeline and thumbnails that open the gallery', async () => {
    const html = await fullItinerary()
    const days = elements(html, 'h3').map((h3) => h3.text)
    expect(days.slice(0, 11)).toHaveLength(11)
    expect(days[0]).toBe('Day 1: Arrival in Nairobi & Welcome Dinner')
    expect(days[10]).toBe('Day 11: Farewell Breakfast & Departure')
    const thumbs = elements(html, 'button').filter((button) => button.attributes.class === 'thumb')
    expect(thumbs[0]?.attributes['aria-label']).toBe(
      'Open day 1 photos, image 1: Aircraft on the apron at Nairobi as guests arrive for their golf safari',
    )
    // Two and two a day, and day 11 has no second strip.
    expect(thumbs).toHaveLength(42)
  })

  it('shows the route map, the dates, and what is and is not included', async () => {
    const html = await fullItinerary()
    expect(elements(html, 'h2').map((h2) => h2.text)).toEqual([
      'Route map',
      'Quick View!',
      'Dates & prices',
      'Included',
      'Excluded',
      'Contact Us',
    ])
    expect(elements(elements(html, 'ul').find((ul) => ul.attributes.class === 'check-list')!.html, 'li')).toHaveLength(
      7,
    )
    expect(elements(elements(html, 'ul').find((ul) => ul.attributes.class === 'cross-list')!.html, 'li')).toHaveLength(
      3,
    )
  })

  it('says how to reach us, on paper every office too', async () => {
    const html = await fullItinerary()
    const contact = elements(html, 'section').find((section) => section.attributes.id === 'contact-us')!
    expect(links(contact.html)).toEqual(
      expect.arrayContaining([
        '+254 700 000 101 → tel:+254700000101',
        'hello@savannalinks.example → mailto:hello@savannalinks.example',
        '+971 4 000 0101 → tel:+97140000101',
        'Enquire about this trip → /contact?message=' +
          encodeURIComponent(
            'Hello, I would like to enquire about the Gold Package. ' +
              'Please send me availability and the next steps.',
          ) +
          '&trip=gold-package',
      ]),
    )
    expect(elements(contact.html, 'h3').map((h3) => h3.text)).toEqual(['Dubai Office', 'US Office', 'Nairobi Office'])
    expect(elementWithText(html, 'p', '© 2025 Savanna Links Golf & Safari')).toBeDefined()
  })
})
