import { describe, expect, it } from 'vitest'
import { fitProjection, labelWidth, markersFor, placeLabels, type Box, type Rect } from './route-map'
import type { RouteStop } from './route-stops'

const box: Box = { width: 360, height: 270, padding: 30 }
const stop = (name: string, lat: number, lng: number, days: number[]): RouteStop => ({ name, lat, lng, days })
const nairobi = stop('Nairobi', -1.29, 36.82, [1, 2])
const mara = stop('Maasai Mara', -1.41, 35.01, [3])
const vipingo = stop('Vipingo Ridge', -3.79, 39.81, [4, 5])
const dubai = stop('Dubai', 25.2, 55.27, [1, 2, 3, 4])

describe('fitProjection', () => {
  it('puts north up and east right, and every stop inside the padded box', () => {
    const project = fitProjection([nairobi, mara, vipingo], box)
    const [n, m, v] = [project(nairobi), project(mara), project(vipingo)]
    expect(m.x).toBeLessThan(n.x) // the Mara is west of Nairobi
    expect(v.y).toBeGreaterThan(n.y) // the coast is south of Nairobi
    for (const p of [n, m, v]) {
      expect(p.x).toBeGreaterThanOrEqual(box.padding - 1e-9)
      expect(p.x).toBeLessThanOrEqual(box.width - box.padding + 1e-9)
      expect(p.y).toBeGreaterThanOrEqual(box.padding - 1e-9)
      expect(p.y).toBeLessThanOrEqual(box.height - box.padding + 1e-9)
    }
  })

  it('fills the box along the longer side and keeps one scale for both axes', () => {
    const project = fitProjection([mara, vipingo], box)
    const [west, east] = [project(mara), project(vipingo)]
    // 4.8° of longitude against 2.4° of latitude: the width is the limit, reached exactly.
    expect(west.x).toBeCloseTo(box.padding)
    expect(east.x).toBeCloseTo(box.width - box.padding)
    const degreesEastWest = (vipingo.lng - mara.lng) * Math.cos((((mara.lat + vipingo.lat) / 2) * Math.PI) / 180)
    const degreesNorthSouth = mara.lat - vipingo.lat
    expect((east.y - west.y) / (east.x - west.x)).toBeCloseTo(degreesNorthSouth / degreesEastWest)
  })

  it('centres a single place instead of dividing by a zero span', () => {
    const p = fitProjection([nairobi], box)(nairobi)
    expect(p).toEqual({ x: box.width / 2, y: box.height / 2 })
  })
})

describe('markersFor', () => {
  it('gives a place the route returns to one marker with all its days', () => {
    const back = stop('Nairobi', -1.29, 36.82, [6])
    const stops = [nairobi, mara, vipingo, back]
    const markers = markersFor(stops, fitProjection(stops, box), 16)
    expect(markers.map((m) => m.label)).toEqual(['Days 1–2, 6', 'Day 3', 'Days 4–5'])
  })

  it('joins places too close to tell apart at the map’s scale, keeping apart those that are not', () => {
    const stops = [dubai, stop('Nairobi', -1.29, 36.82, [5, 6]), stop('Maasai Mara', -1.41, 35.01, [7, 8]), stop('Naivasha', -0.78, 36.37, [9])]
    const markers = markersFor(stops, fitProjection(stops, box), 16)
    expect(markers.map((m) => m.label)).toEqual(['Days 1–4', 'Days 5–9'])
  })
})

describe('placeLabels', () => {
  const fontSize = 13
  const radius = 7

  it('keeps every label inside the box, even for a marker at its edge', () => {
    const markers = [
      { x: 355, y: 5, label: 'Days 1–3, 10', stops: [] },
      { x: 2, y: 268, label: 'Days 4–5', stops: [] },
    ]
    for (const { rect } of placeLabels(markers, box, fontSize, radius)) {
      expect(rect.x).toBeGreaterThanOrEqual(0)
      expect(rect.y).toBeGreaterThanOrEqual(0)
      expect(rect.x + rect.width).toBeLessThanOrEqual(box.width)
      expect(rect.y + rect.height).toBeLessThanOrEqual(box.height)
    }
  })

  it('moves a label off a neighbour’s label and marker when there is room', () => {
    const markers = [
      { x: 150, y: 135, label: 'Days 1–3', stops: [] },
      { x: 160, y: 140, label: 'Day 4', stops: [] },
    ]
    const [first, second] = placeLabels(markers, box, fontSize, radius)
    const overlaps = (a: Rect, b: Rect) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    expect(overlaps(first!.rect, second!.rect)).toBe(false)
    for (const m of markers) {
      const markerBox = { x: m.x - radius, y: m.y - radius, width: 2 * radius, height: 2 * radius }
      expect(overlaps(first!.rect, markerBox) || overlaps(second!.rect, markerBox)).toBe(false)
    }
    expect(first!.rect.width).toBeCloseTo(labelWidth('Days 1–3', fontSize))
  })
})
