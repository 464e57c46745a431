// The full itinerary's route map as the page writes it from the drawing its loader made of the seed's Gold Package.
import { describe, expect, it } from 'vitest'
import { routeMapFor } from '~/content/loaders/route-map.server'
import { ITINERARY_QUERY } from '~/content/queries'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { RouteMap } from './RouteMap'

async function goldMap() {
  const { package: pkg } = await querySeed(ITINERARY_QUERY, { slug: 'gold-package' })
  return renderPage(<RouteMap tripName="Gold Package" map={routeMapFor(pkg!.days ?? [])} />)
}

describe('the route map', () => {
  it('is an image named for the trip, described by the list of where each night is spent', async () => {
    const html = await goldMap()
    expect(elements(html, 'svg')[0]?.attributes).toMatchObject({
      role: 'img',
      'aria-label': 'Map of the Gold Package route',
      'aria-describedby': 'route-map-stops',
      viewbox: '0 0 360 270',
    })
    const list = elements(html, 'ol').find((ol) => ol.attributes.id === 'route-map-stops')
    expect(elements(list!.html, 'li').map((li) => li.text)).toEqual([
      'Days 1–3: The Residences at Karen, Nairobi',
      'Days 4–5: Luxury tented camp, Maasai Mara',
      'Days 6–7: Great Rift Valley Lodge, Lake Naivasha',
      'Days 8–9: Fairmont Mt Kenya Safari Club, Nanyuki',
      'Day 10: The Residences at Karen, Nairobi',
    ])
  })

  it('draws a marker and a label for each place, one for Nairobi with the days the trip is there', async () => {
    const html = await goldMap()
    expect(elements(html, 'circle')).toHaveLength(4)
    expect(elements(html, 'text').map((text) => text.text)).toEqual([
      'Days 1–3, 10',
      'Days 4–5',
      'Days 6–7',
      'Days 8–9',
    ])
    // Each label anchored at the left of its box in its own direction, so an Arabic page does not flip it.
    for (const text of elements(html, 'text'))
      expect(text.attributes).toMatchObject({ direction: 'ltr', 'text-anchor': 'start', 'unicode-bidi': 'embed' })
    // The sea, the land, the lakes in view and the dashed route.
    expect(elements(html, 'path').filter((path) => path.attributes['stroke-dasharray'] === '6 4')).toHaveLength(1)
  })

  it('is not there when no night is on the map', async () => {
    expect(await renderPage(<RouteMap tripName="Gold Package" map={null} />)).toBe('')
  })
})
