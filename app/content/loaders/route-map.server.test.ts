// The full itinerary's route map as its loader draws it from the seed's packages (ITINERARY_QUERY's days): the
// stops a traveller reads beside the map, the markers on it, and when there is no map. The geometry (land under
// every stop, labels inside the box) is checked in tests/unit/route-map-outlines.test.ts.
import { describe, expect, it } from 'vitest'
import { ITINERARY_QUERY } from '~/content/queries'
import { querySeed } from '../../../tests/support/seed-content'
import { landAt, landForScale, routeMapFor } from './route-map.server'

async function daysOf(slug: string) {
  const { package: pkg } = await querySeed(ITINERARY_QUERY, { slug })
  if (!pkg?.days) throw new Error(`No package ${slug} with days in the seed`)
  return pkg.days
}

describe('a package’s route map', () => {
  it('lists where each night is spent, in order, joining consecutive nights, without the departure day', async () => {
    const map = routeMapFor(await daysOf('gold-package'))
    expect(map?.stops).toEqual([
      { days: 'Days 1–3', name: 'The Residences at Karen, Nairobi' },
      { days: 'Days 4–5', name: 'Luxury tented camp, Maasai Mara' },
      { days: 'Days 6–7', name: 'Great Rift Valley Lodge, Lake Naivasha' },
      { days: 'Days 8–9', name: 'Fairmont Mt Kenya Safari Club, Nanyuki' },
      { days: 'Day 10', name: 'The Residences at Karen, Nairobi' },
    ])
  })

  it('gives a place the trip returns to one marker with all its days', async () => {
    expect(routeMapFor(await daysOf('gold-package'))?.markers.map((marker) => marker.label)).toEqual([
      'Days 1–3, 10',
      'Days 4–5',
      'Days 6–7',
      'Days 8–9',
    ])
    expect(routeMapFor(await daysOf('rwanda-package'))?.markers.map((marker) => marker.label)).toEqual([
      'Day 1',
      'Days 2, 5',
      'Days 3–4',
    ])
  })

  it('joins places too close to tell apart at the map’s scale, while the list still names each', async () => {
    // From Dubai to the Mara, the Kenyan lodges are a few units apart: one marker.
    const map = routeMapFor(await daysOf('dubai-package'))
    expect(map?.markers.map((marker) => marker.label)).toEqual(['Days 1–4', 'Days 5–10'])
    expect(map?.labels.map((label) => label.text)).toEqual(['Days 1–4', 'Days 5–10'])
    expect(map?.stops.map((stop) => stop.name)).toEqual([
      'Hotel in Dubai',
      'The Residences at Karen, Nairobi',
      'Luxury tented camp, Maasai Mara',
      'Great Rift Valley Lodge, Lake Naivasha',
      'The Residences at Karen, Nairobi',
    ])
  })

  it('leaves out a night an editor has not put on the map yet, and is not drawn when no night is on it', async () => {
    const days = await daysOf('zanzibar-package')
    const unpinned = days.map((day, index) =>
      index === 1 && day.overnight ? { ...day, overnight: { ...day.overnight, location: null } } : day,
    )
    expect(routeMapFor(unpinned)?.stops).toEqual([
      { days: 'Day 1', name: 'The Residences at Karen, Nairobi' },
      { days: 'Days 3–4', name: 'Nungwi, Zanzibar' },
    ])
    expect(
      routeMapFor(
        days.map((day) => ({ ...day, overnight: day.overnight ? { ...day.overnight, location: null } : null })),
      ),
    ).toBeNull()
    expect(routeMapFor(days.map((day) => ({ ...day, overnight: null })))).toBeNull()
  })

  it('is drawn again when an editor moves a stop, and not otherwise', async () => {
    const days = await daysOf('silver-package')
    const before = routeMapFor(days)!
    expect(routeMapFor(await daysOf('silver-package'))).toBe(before)
    // The coast stop (days 9–10) moves 50 km north.
    const moved = days.map((day, index) =>
      index >= 8 && day.overnight?.location
        ? {
            ...day,
            overnight: {
              ...day.overnight,
              location: { lat: day.overnight.location.lat! + 0.45, lng: day.overnight.location.lng },
            },
          }
        : day,
    )
    const after = routeMapFor(moved)!
    expect(after).not.toBe(before)
    expect(after.stops).toEqual(before.stops)
    expect(after.markers).not.toEqual(before.markers)
    expect(after.route).not.toBe(before.route)
  })
})

describe('the land under the map', () => {
  it('is the 1:110m coast for a map of a region, the 1:50m one from 20 units a degree, each read once', () => {
    expect(landForScale(7.2)).toBe(landAt('coarse'))
    expect(landForScale(19.99)).toBe(landAt('coarse'))
    expect(landForScale(20)).toBe(landAt('fine'))
    expect(landForScale(137)).toBe(landAt('fine'))
    expect(landAt('fine')).not.toBe(landAt('coarse'))
  })
})
