// The quick view (`/itinerary/:slug?day=N`) as the server sends it for the seed's Gold Package: which entry shows,
// and where Previous and Next lead (docs/product-rules.md#itineraries).
import { describe, expect, it, vi } from 'vitest'
import { resolveItinerary } from '~/content/loaders/resolve-itinerary.server'
import { itineraryEntries, selectedEntryIndex, withPicturesOfEntry } from '~/logic/itinerary-entries'
import { testOnSeedDay } from '../../../tests/support/loader-test'
import { elements, elementWithText, links, textOf } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { QuickView } from './QuickView'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

/** The quick view at `?day=…`, made from the loader's result as the route makes it. */
async function quickView(day: string | null) {
  const url = `/itinerary/gold-package${day === null ? '' : `?day=${encodeURIComponent(day)}`}`
  const { pkg, departures, laterDepartures } = await resolveItinerary(
    new Request(`https://savanna.example${url}`),
    'gold-package',
  )
  const entries = itineraryEntries(pkg!)
  const index = selectedEntryIndex(entries, day)
  const shown = withPicturesOfEntry(pkg!, index ?? 0)
  return renderPage(
    <QuickView
      pkg={shown}
      entries={itineraryEntries(shown)}
      selected={index ?? 0}
      unknownDay={index === null ? day : null}
      departures={departures}
      laterDepartures={laterDepartures}
    />,
    { url },
  )
}

/** The sidebar's entries, as "label → link", the one shown marked. */
const sidebar = (html: string) =>
  elements(/<nav aria-label="Itinerary days"[\s\S]*?<\/nav>/.exec(html)![0], 'a').map(
    ({ text, attributes }) => `${text} → ${attributes.href}${attributes['aria-current'] ? ' (shown)' : ''}`,
  )

/** Where Previous or Next leads, or "disabled" at an end. */
const step = (html: string, label: 'Previous' | 'Next') => {
  const steps = /<div class="quick-view__steps">[\s\S]*?<\/div>/.exec(html)![0]
  const link = elementWithText(steps, 'a', label)
  if (link) return link.attributes.href
  return elementWithText(steps, 'button', label)?.attributes.disabled !== undefined ? 'disabled' : 'missing'
}

const heading = (html: string) => elements(html, 'h2').find((h2) => h2.attributes.id === 'entry-title')?.text

describe('the quick view', () => {
  it('opens at Day 1, with the trip’s name, summary and "from" price', async () => {
    const html = await quickView(null)
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['Gold Package'])
    expect(elementWithText(html, 'p', 'Kenya')?.attributes.class).toBe('eyebrow')
    expect(textOf(elements(html, 'p').find((p) => p.attributes.class === 'quick-view__price')!.html)).toBe(
      'From USD 1,500 per person',
    )
    expect(heading(html)).toBe('Day 1: Arrival in Nairobi & Welcome Dinner')
    expect(links(html)).toEqual(
      expect.arrayContaining([
        'Full itinerary → /listed-itinerary-details/gold-package',
        'Enquire about this trip → /contact?message=' +
          encodeURIComponent(
            'Hello, I would like to enquire about the Gold Package. ' +
              'Please send me availability and the next steps.',
          ) +
          '&trip=gold-package',
      ]),
    )
    expect(elementWithText(html, 'button', 'Add to cart')).toBeDefined()
  })

  it('lists every day, then Included and Excluded, marking the one shown', async () => {
    const html = await quickView('3')
    const entries = sidebar(html)
    expect(entries).toHaveLength(13)
    expect(entries.slice(0, 3)).toEqual([
      'Day 1 → /itinerary/gold-package?day=1',
      'Day 2 → /itinerary/gold-package?day=2',
      'Day 3 → /itinerary/gold-package?day=3 (shown)',
    ])
    expect(entries.slice(-3)).toEqual([
      'Day 11 → /itinerary/gold-package?day=11',
      'Included → /itinerary/gold-package?day=included',
      'Excluded → /itinerary/gold-package?day=excluded',
    ])
    expect(entries.filter((entry) => entry.endsWith('(shown)'))).toHaveLength(1)
    expect(heading(html)).toBe('Day 3: Muthaiga Golf Club & Nairobi National Park')
  })

  it('steps to the neighbouring entries, and stops at both ends', async () => {
    const first = await quickView('1')
    expect(step(first, 'Previous')).toBe('disabled')
    expect(step(first, 'Next')).toBe('/itinerary/gold-package?day=2')
    const middle = await quickView('11')
    expect(step(middle, 'Previous')).toBe('/itinerary/gold-package?day=10')
    expect(step(middle, 'Next')).toBe('/itinerary/gold-package?day=included')
    const last = await quickView('excluded')
    expect(step(last, 'Previous')).toBe('/itinerary/gold-package?day=included')
    expect(step(last, 'Next')).toBe('disabled')
  })

  it('shows the included list as an entry, without pictures', async () => {
    const html = await quickView('INCLUDED')
    expect(heading(html)).toBe('Included')
    expect(sidebar(html)).toContain('Included → /itinerary/gold-package?day=included (shown)')
    expect(elements(/<ul class="timeline">[\s\S]*?<\/ul>/.exec(html)![0], 'li')).toHaveLength(7)
    expect(html).toContain('No images available for this day in Carousel 1.')
    expect(html).toContain('No images available for this day in Carousel 2.')
  })

  it('shows the chosen day’s pictures only', async () => {
    const html = await quickView('2')
    expect(html).toContain('Tree-lined parkland fairway on the morning round at Karen Country Club')
    expect(html).not.toContain('Aircraft on the apron at Nairobi')
    expect(html).toContain('Image 1 of 2')
  })

  it('says so when the URL names no entry, and opens at Day 1', async () => {
    const html = await quickView('99')
    expect(elementWithText(html, 'p', 'This itinerary has no “99”, so it opens at Day 1.')?.attributes.role).toBe(
      'status',
    )
    expect(heading(html)).toBe('Day 1: Arrival in Nairobi & Welcome Dinner')
    expect(step(html, 'Previous')).toBe('disabled')
  })

  it('ends with the trip’s dates and prices', async () => {
    const html = await quickView(null)
    expect(html).toContain('Show all 36 dates')
    expect(html.indexOf('id="dates-and-prices"')).toBeGreaterThan(html.indexOf('quick-view__carousels'))
  })
})
