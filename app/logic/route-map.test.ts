import { describe, expect, it } from 'vitest'
import {
  type Box,
  drawRouteMap,
  fitProjection,
  labelDirection,
  labelWidth,
  markersFor,
  placeLabels,
  type Rect,
  unitsPerDegree,
} from './route-map'
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
    expect(p.x).toBeCloseTo(box.width / 2, 1)
    expect(p.y).toBeCloseTo(box.height / 2, 1)
  })

  it('draws a single place at the scale of a degree around it, not of a point', () => {
    const project = fitProjection([nairobi], box)
    const east = project({ lat: nairobi.lat, lng: nairobi.lng + 0.5 })
    // Half a degree from the middle is the edge of the padded box along the limiting (vertical) side.
    expect(unitsPerDegree(project)).toBeCloseTo((box.height - 2 * box.padding) / 1, 0)
    expect(east.x - box.width / 2).toBeCloseTo(unitsPerDegree(project) / 2, 1)
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
    const stops = [
      dubai,
      stop('Nairobi', -1.29, 36.82, [5, 6]),
      stop('Maasai Mara', -1.41, 35.01, [7, 8]),
      stop('Naivasha', -0.78, 36.37, [9]),
    ]
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
    const placed = placeLabels(markers, box, fontSize, radius)
    expect(placed.map((label) => label.text)).toEqual(['Days 1–3, 10', 'Days 4–5'])
    for (const { rect } of placed) {
      expect(rect.x).toBeGreaterThanOrEqual(0)
      expect(rect.y).toBeGreaterThanOrEqual(0)
      expect(rect.x + rect.width).toBeLessThanOrEqual(box.width)
      expect(rect.y + rect.height).toBeLessThanOrEqual(box.height)
    }
    // In the top right corner the label goes below and to the left of its marker; in the bottom left, above and
    // to the right: the first spots wholly inside the box.
    const [corner, opposite] = placed.map((label) => label.rect)
    expect(corner!.x + corner!.width).toBeLessThanOrEqual(355 - radius)
    expect(corner!.y).toBeGreaterThanOrEqual(5 + radius)
    expect(opposite!.x).toBeGreaterThanOrEqual(2 + radius)
    expect(opposite!.y + opposite!.height).toBeLessThanOrEqual(268 - radius)
    // The text is drawn from the box's left edge, its baseline four fifths down it.
    expect(placed[0]).toMatchObject({ x: corner!.x, y: corner!.y + corner!.height * 0.8 })
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

describe('drawRouteMap', () => {
  const stops = [nairobi, mara, vipingo]
  /** Land for the test: from 20° E to a straight coast at `lng`, wound clockwise as d3-geo reads a polygon. */
  const westOf = (lng: number) => ({
    type: 'Polygon' as const,
    coordinates: [
      [
        [lng, -10],
        [20, -10],
        [20, 10],
        [lng, 10],
        [lng, -10],
      ],
    ],
  })
  const pointsOf = (path: string) =>
    [...path.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y) }))

  it('draws the land it is given in the map’s frame, clipped to the box, to a tenth of a unit', () => {
    const scales: number[] = []
    const drawing = drawRouteMap(
      stops,
      (scale) => {
        scales.push(scale)
        return westOf(39.5)
      },
      box,
    )
    expect(scales).toEqual([unitsPerDegree(fitProjection(stops, box))])
    expect(drawing.land).toMatch(/^M[\d.,LZ]+$/)
    expect(drawing.land.match(/\.\d\d/)).toBeNull()
    const points = pointsOf(drawing.land)
    for (const { x, y } of points) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThanOrEqual(box.width)
      expect(y).toBeGreaterThanOrEqual(0)
      expect(y).toBeLessThanOrEqual(box.height)
    }
    // The land fills the box from its left edge to where 39.5° E falls, and no further.
    const coastX = fitProjection(stops, box)({ lat: 0, lng: 39.5 }).x
    expect(Math.min(...points.map((p) => p.x))).toBe(0)
    expect(Math.max(...points.map((p) => p.x))).toBeCloseTo(coastX, 1)
    expect(coastX).toBeLessThan(box.width)
  })

  it('sends markers, labels and the list of stops as the page shows them', () => {
    const drawing = drawRouteMap(stops, () => westOf(39.5), box)
    expect(drawing).toMatchObject({ width: 360, height: 270, fontSize: 14, radius: 7 })
    expect(drawing.markers.map((m) => m.label)).toEqual(['Days 1–2', 'Day 3', 'Days 4–5'])
    expect(drawing.labels.map((l) => l.text)).toEqual(['Days 1–2', 'Day 3', 'Days 4–5'])
    expect(drawing.stops).toEqual([
      { days: 'Days 1–2', name: 'Nairobi' },
      { days: 'Day 3', name: 'Maasai Mara' },
      { days: 'Days 4–5', name: 'Vipingo Ridge' },
    ])
    expect(drawing.route).toMatch(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+$/)
  })

  it('leaves out land and lakes that fall outside the box', () => {
    const drawing = drawRouteMap([vipingo], () => westOf(30), box)
    expect(drawing.land).toBe('')
    expect(drawing.lakes).toEqual([])
  })
})

describe('labelDirection', () => {
  it('reads a label’s direction from its first letter, not from the page around the map', () => {
    expect(labelDirection('Days 1–3, 10')).toBe('ltr')
    expect(labelDirection('الأيام 1–3، 10')).toBe('rtl')
    expect(labelDirection('1–3 أيام')).toBe('rtl')
    expect(labelDirection('10 Days')).toBe('ltr')
    expect(labelDirection('1–3')).toBe('ltr')
  })
})
