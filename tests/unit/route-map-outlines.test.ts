// The route map's land (Natural Earth, from world-atlas) and hand-written lakes against the seed's overnight
// places, and every seeded package's map as the server draws it: a stop drawn in the sea or in a lake would tell
// a traveller the coast (or the pin) is wrong.
import { geoArea, geoContains, geoDistance } from 'd3-geo'
import type { Polygon, Position } from 'geojson'
import { describe, expect, it } from 'vitest'
import { landAt, landForScale, routeMapFor } from '~/content/loaders/route-map.server'
import { fitProjection, labelWidth, ROUTE_MAP_BOX, unitsPerDegree } from '~/logic/route-map'
import { LAKES, polygonOf } from '~/logic/route-map-outlines'
import { type DayWithOvernight, routeStops } from '~/logic/route-stops'
import { seedDocuments } from '../support/seed-data'

type Place = { name: string; location: { lat: number; lng: number } }
type Package = { name: string; days: Array<DayWithOvernight & { overnight: Place | null }> }
const packages: Package[] = seedDocuments
  .filter((doc) => doc._type === 'itineraryPackage')
  .map((doc) => ({ name: doc.name, days: doc.days }))
const places = packages.flatMap((pkg) => pkg.days.flatMap((day) => (day.overnight ? [day.overnight] : [])))

const fine = landAt('fine')
const inLake = ([lng, lat]: Position) => LAKES.some((lake) => geoContains(polygonOf(lake), [lng!, lat!]))
const onLand = (land: Parameters<typeof geoContains>[0], point: Position) =>
  geoContains(land, [point[0]!, point[1]!]) && !inLake(point)

/** Kilometres from a point to the nearest point of the land's outline (its vertices: an upper bound). */
function kmToCoast(point: [number, number]): number {
  const polygons = (fine as { features: Array<{ geometry: { coordinates: Position[][][] } }> }).features.flatMap(
    (f) => f.geometry.coordinates,
  )
  let nearest = Infinity
  for (const ring of polygons.flat())
    for (const vertex of ring) nearest = Math.min(nearest, geoDistance(vertex as [number, number], point))
  return nearest * 6371
}

/** The corners of a path's segments: "M0,53L0.6,53.1Z" → [0, 53], [0.6, 53.1]. */
const pointsOf = (path: string) =>
  [...path.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y) }))

describe('the land and lakes under the route map', () => {
  it('put every seeded overnight place on land, or within the 1:50m coast’s precision of it', () => {
    expect(places.length).toBeGreaterThan(30)
    const offshore = places.filter(({ location }) => !onLand(fine, [location.lng, location.lat]))
    // Nungwi is on the northern tip of Zanzibar, which 1:50m draws 1.5 km short; the marker (7 units, about
    // 4 km at that map's scale) covers the difference. Any other place off the land is a wrong pin or coast.
    expect([...new Set(offshore.map((place) => place.name))]).toEqual(['Nungwi, Zanzibar'])
    for (const { name, location } of offshore) expect(kmToCoast([location.lng, location.lat]), name).toBeLessThan(2)
  })

  it('put open water in the sea and the lakes, and Zanzibar apart from the mainland', () => {
    expect(onLand(fine, [45, -5])).toBe(false) // the Indian Ocean off Kenya
    expect(onLand(fine, [38, 20])).toBe(false) // the Red Sea
    expect(onLand(fine, [52, 26.5])).toBe(false) // the Persian Gulf
    expect(onLand(fine, [33, -1])).toBe(false) // Lake Victoria
    expect(onLand(fine, [29.15, -2])).toBe(false) // Lake Kivu
    expect(onLand(fine, [39.1, -6.05])).toBe(false) // the channel between Zanzibar and the mainland
    expect(onLand(fine, [39.3, -6.1])).toBe(true) // Zanzibar
    expect(onLand(fine, [36.82, -1.29])).toBe(true) // Nairobi
    expect(onLand(fine, [45, 24])).toBe(true) // inland Arabia
  })

  it('read a lake as the water inside its shore whichever way its outline was written', () => {
    for (const lake of LAKES) {
      const [forwards, backwards] = [polygonOf(lake), polygonOf([...lake].reverse())]
      expect(geoArea(forwards)).toBeLessThan(0.01)
      expect(geoArea(backwards)).toBeCloseTo(geoArea(forwards), 12)
    }
    const victoria: Polygon = polygonOf(LAKES[0]!)
    expect(geoContains(victoria, [33, -1])).toBe(true)
    expect(geoContains(victoria, [36.82, -1.29])).toBe(false)
  })
})

describe('every seeded package’s route map, as the server draws it', () => {
  const box = ROUTE_MAP_BOX
  const maps = packages.map((pkg) => ({ pkg, stops: routeStops(pkg.days), map: routeMapFor(pkg.days)! }))

  it('draws a map for every package', () => {
    expect(maps.length).toBeGreaterThanOrEqual(5)
    for (const { pkg, map } of maps) expect(map, pkg.name).not.toBeNull()
  })

  it('puts every stop inside the padded box and on the land it draws', () => {
    for (const { pkg, stops } of maps) {
      const project = fitProjection(stops, box)
      const land = landForScale(unitsPerDegree(project))
      for (const stop of stops) {
        const { x, y } = project(stop)
        expect(x, `${pkg.name}: ${stop.name}`).toBeGreaterThanOrEqual(box.padding - 1e-6)
        expect(x, `${pkg.name}: ${stop.name}`).toBeLessThanOrEqual(box.width - box.padding + 1e-6)
        expect(y, `${pkg.name}: ${stop.name}`).toBeGreaterThanOrEqual(box.padding - 1e-6)
        expect(y, `${pkg.name}: ${stop.name}`).toBeLessThanOrEqual(box.height - box.padding + 1e-6)
        if (stop.name !== 'Nungwi, Zanzibar')
          expect(onLand(land, [stop.lng, stop.lat]), `${pkg.name}: ${stop.name}`).toBe(true)
      }
    }
  })

  it('draws land on every map, inside the viewBox, to a tenth of a unit', () => {
    for (const { pkg, map } of maps) {
      expect(map.land, pkg.name).toMatch(/^M[\d.,LZM]+$/)
      for (const path of [map.land, ...map.lakes]) {
        expect(path.match(/\.\d\d/), pkg.name).toBeNull()
        for (const { x, y } of pointsOf(path)) {
          expect(x, pkg.name).toBeGreaterThanOrEqual(0)
          expect(x, pkg.name).toBeLessThanOrEqual(box.width)
          expect(y, pkg.name).toBeGreaterThanOrEqual(0)
          expect(y, pkg.name).toBeLessThanOrEqual(box.height)
        }
      }
    }
    // Where the coast is in view, it is drawn: the Kenyan coast on the Silver map, Zanzibar on its own.
    const silver = maps.find(({ pkg }) => pkg.name === 'Silver Package')!.map
    const zanzibar = maps.find(({ pkg }) => pkg.name === 'Zanzibar Package')!.map
    expect(pointsOf(silver.land).length).toBeGreaterThan(10)
    expect(zanzibar.land.split('M').length - 1).toBeGreaterThanOrEqual(2) // the mainland and the island
  })

  it('keeps its path data small: the land, the lakes and the route under 3,500 characters a map', () => {
    // Measured: Dubai 2,664 (at 1:110m), Zanzibar 1,312, Silver 332, Rwanda 334, Gold 100.
    for (const { pkg, map } of maps) {
      const length = [map.land, ...map.lakes, map.route].join('').length
      expect(length, pkg.name).toBeLessThan(3_500)
    }
  })

  it('places every label inside the box, clear of the other labels and of every marker', () => {
    for (const { pkg, map } of maps) {
      expect(map.labels.length, pkg.name).toBe(map.markers.length)
      const height = map.fontSize * 1.2
      const rects = map.labels.map((label) => ({
        x: label.x,
        y: label.y - height * 0.8,
        width: labelWidth(label.text, map.fontSize),
        height,
      }))
      const markers = map.markers.map((m) => ({
        x: m.x - map.radius,
        y: m.y - map.radius,
        width: 2 * map.radius,
        height: 2 * map.radius,
      }))
      const overlaps = (a: (typeof rects)[number], b: (typeof rects)[number]) =>
        a.x < b.x + b.width - 0.1 &&
        b.x < a.x + a.width - 0.1 &&
        a.y < b.y + b.height - 0.1 &&
        b.y < a.y + a.height - 0.1
      rects.forEach((rect, i) => {
        const name = `${pkg.name}: ${map.labels[i]!.text}`
        expect(rect.x, name).toBeGreaterThanOrEqual(0)
        expect(rect.y, name).toBeGreaterThanOrEqual(-0.1)
        expect(rect.x + rect.width, name).toBeLessThanOrEqual(box.width + 0.1)
        expect(rect.y + rect.height, name).toBeLessThanOrEqual(box.height + 0.1)
        for (const other of rects.slice(i + 1)) expect(overlaps(rect, other), name).toBe(false)
        for (const marker of markers) expect(overlaps(rect, marker), name).toBe(false)
      })
    }
  })

  it('is drawn once per process: the same stops get the same drawing', () => {
    const gold = packages.find((pkg) => pkg.name === 'Gold Package')!
    expect(routeMapFor(gold.days)).toBe(routeMapFor(structuredClone(gold.days)))
    expect(routeMapFor([])).toBeNull()
  })
})
