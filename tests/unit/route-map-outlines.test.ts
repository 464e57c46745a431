// The route map's hand-written outlines against the seed's overnight places: a stop drawn in the sea or in a
// lake would tell a traveller the outline (or the pin) is wrong.
import { describe, expect, it } from 'vitest'
import { ISLANDS, LAKES, SEA, type Outline } from '~/logic/route-map-outlines'
import { seedDocuments } from '../support/seed-data'

/** Even-odd ray casting on [lat, lng] pairs: enough for outlines that never cross the antimeridian. */
function inside([lat, lng]: readonly [number, number], outline: Outline): boolean {
  let within = false
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [latI, lngI] = outline[i]!
    const [latJ, lngJ] = outline[j]!
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) within = !within
  }
  return within
}

const onLand = (point: readonly [number, number]) =>
  (!inside(point, SEA) || ISLANDS.some((island) => inside(point, island))) && !LAKES.some((lake) => inside(point, lake))

describe('route map outlines', () => {
  it('put every seeded overnight place on land', () => {
    const places = seedDocuments
      .filter((doc) => doc._type === 'itineraryPackage')
      .flatMap((pkg) => pkg.days.flatMap((day: { overnight?: { name: string; location: { lat: number; lng: number } } }) => (day.overnight ? [day.overnight] : [])))
    expect(places.length).toBeGreaterThan(30)
    for (const { name, location } of places) expect(onLand([location.lat, location.lng]), name).toBe(true)
  })

  it('put open water in the sea and the lakes, and Zanzibar apart from the mainland', () => {
    expect(onLand([-5, 45])).toBe(false) // the Indian Ocean off Kenya
    expect(onLand([20, 38])).toBe(false) // the Red Sea
    expect(onLand([26.5, 52])).toBe(false) // the Persian Gulf
    expect(onLand([-1, 33])).toBe(false) // Lake Victoria
    expect(onLand([-6.05, 39.1])).toBe(false) // the channel between Zanzibar and the mainland
    expect(onLand([-1.29, 36.82])).toBe(true) // Nairobi
    expect(onLand([24, 45])).toBe(true) // inland Arabia
  })
})
