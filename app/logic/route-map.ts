import { type GeoPermissibleObjects, type GeoProjection, geoMercator } from 'd3-geo'
import type { MultiPoint } from 'geojson'
import { LAKES, outlinePath, polygonOf } from './route-map-outlines'
import { type Coordinates, daysLabel, type RouteStop } from './route-stops'

/**
 * The geometry of the drawn route map: where stops fall in the SVG box, which markers are too close to tell
 * apart, where each marker's day label goes so it stays inside the box and off the other labels, and the coast
 * and lakes under them. The server draws it (d3-geo and the land data never reach a browser) and the page gets
 * the result as numbers and path strings (`RouteMapDrawing`).
 */

export type Box = { width: number; height: number; padding: number }
export type Point = { x: number; y: number }

/**
 * The drawing's own units; it scales to its box with `viewBox`. 360 wide keeps 14-unit labels above 11 px on a 360 px
 * phone.
 */
export const ROUTE_MAP_BOX: Box = { width: 360, height: 270, padding: 36 }
const FONT_SIZE = 14
const RADIUS = 7

/** Where a place falls in the box, and the d3 projection behind it, which draws the land in the same frame. */
export type Projection = ((point: Coordinates) => Point) & { geo: GeoProjection }

/**
 * A Mercator projection fitted to the points: their bounding box fills the padded box along its longer side, one
 * scale for both axes (shapes keep their proportions), centred, north up; what it draws is clipped to the box.
 * `minSpan` (degrees) keeps a single place, or places a few hundred metres apart, from filling the box.
 */
export function fitProjection(points: readonly Coordinates[], box: Box, minSpan = 1): Projection {
  const geo = geoMercator()
    .precision(0) // the land data is already dense: project its own points, add none
    .clipExtent([
      [0, 0],
      [box.width, box.height],
    ])
  if (points.length > 0) {
    const span = (values: number[]) => {
      const [low, high] = [Math.min(...values), Math.max(...values)]
      const middle = (low + high) / 2
      return [Math.min(low, middle - minSpan / 2), Math.max(high, middle + minSpan / 2)] as const
    }
    const [west, east] = span(points.map((p) => p.lng))
    const [south, north] = span(points.map((p) => p.lat))
    const corners: MultiPoint = {
      type: 'MultiPoint',
      coordinates: [
        [west, south],
        [east, north],
      ],
    }
    geo.fitExtent(
      [
        [box.padding, box.padding],
        [box.width - box.padding, box.height - box.padding],
      ],
      corners,
    )
  } else {
    geo.translate([box.width / 2, box.height / 2])
  }
  const project = (point: Coordinates): Point => {
    const [x, y] = geo([point.lng, point.lat]) ?? [NaN, NaN]
    return { x, y }
  }
  return Object.assign(project, { geo })
}

/** How many of the drawing's units a degree of longitude takes: what decides how fine a coast is worth drawing. */
export const unitsPerDegree = (project: Projection) => (project.geo.scale() * Math.PI) / 180

/** A marker on the map: one or more stops close enough on screen to share it, labelled with all their days. */
export type Marker = Point & { label: string; stops: RouteStop[] }

/**
 * Stops whose markers would overlap share one (the first one's position, so it sits on a real place): a trip
 * that returns to Nairobi has one Nairobi marker, "Days 1–3, 10", and on a map from Dubai to the Mara the
 * Kenyan lodges a few kilometres apart become one marker with all their days. The list beside the map names
 * every stop.
 */
export function markersFor(
  stops: readonly RouteStop[],
  project: (c: Coordinates) => Point,
  minDistance: number,
): Marker[] {
  const markers: Marker[] = []
  for (const stop of stops) {
    const at = project(stop)
    const near = markers.find((m) => Math.hypot(m.x - at.x, m.y - at.y) < minDistance)
    if (near) near.stops.push(stop)
    else markers.push({ ...at, label: '', stops: [stop] })
  }
  for (const marker of markers) marker.label = daysLabel(marker.stops.flatMap((s) => s.days))
  return markers
}

export type Rect = { x: number; y: number; width: number; height: number }
/** A label's text, its baseline's left end (RouteMap anchors it there in either direction) and the box it fills. */
export type PlacedLabel = { text: string; x: number; y: number; rect: Rect }

const RIGHT_TO_LEFT_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u

/**
 * A label's own direction, from its first strongly directional character (what `dir="auto"` does in HTML, which
 * SVG text lacks). Without it a label inherits the page's: Latin day labels on an Arabic page would anchor their
 * right edge at the box's left and cross their marker.
 */
export function labelDirection(text: string): 'ltr' | 'rtl' {
  const firstLetter = /\p{L}/u.exec(text)?.[0] ?? ''
  return RIGHT_TO_LEFT_SCRIPT.test(firstLetter) ? 'rtl' : 'ltr'
}

/** The label's width in the map's units: a conservative average glyph width, bold digits and letters included. */
export const labelWidth = (text: string, fontSize: number) => text.length * fontSize * 0.62

const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))

/**
 * Puts each marker's label beside it: right, left, above, below, then the diagonals, taking the first spot
 * wholly inside the box and clear of the markers and the labels already placed; when none is clear, the spot
 * that overlaps least, shifted into the box. A label never leaves the SVG, whatever the screen width.
 */
export function placeLabels(
  markers: readonly Marker[],
  box: Omit<Box, 'padding'>,
  fontSize: number,
  radius: number,
): PlacedLabel[] {
  const gap = 4
  const height = fontSize * 1.2
  const obstacles: Rect[] = markers.map((m) => ({
    x: m.x - radius,
    y: m.y - radius,
    width: 2 * radius,
    height: 2 * radius,
  }))
  const placed: PlacedLabel[] = []
  for (const marker of markers) {
    const width = labelWidth(marker.label, fontSize)
    const side = radius + gap
    // Each candidate as the label's box (top-left corner); the text is drawn from it below.
    const candidates: Rect[] = [
      { x: marker.x + side, y: marker.y - height / 2 },
      { x: marker.x - side - width, y: marker.y - height / 2 },
      { x: marker.x - width / 2, y: marker.y - side - height },
      { x: marker.x - width / 2, y: marker.y + side },
      { x: marker.x + side * 0.7, y: marker.y - side * 0.7 - height },
      { x: marker.x - side * 0.7 - width, y: marker.y - side * 0.7 - height },
      { x: marker.x + side * 0.7, y: marker.y + side * 0.7 },
      { x: marker.x - side * 0.7 - width, y: marker.y + side * 0.7 },
    ].map((c) => ({ ...c, width, height }))
    const clamp = (r: Rect): Rect => ({
      ...r,
      x: Math.min(Math.max(r.x, 0), box.width - r.width),
      y: Math.min(Math.max(r.y, 0), box.height - r.height),
    })
    const inside = (r: Rect) => r.x >= 0 && r.y >= 0 && r.x + r.width <= box.width && r.y + r.height <= box.height
    const crowding = (r: Rect) =>
      [...obstacles, ...placed.map((p) => p.rect)].reduce((sum, other) => sum + overlap(r, other), 0)
    const clear = candidates.find((r) => inside(r) && crowding(r) === 0)
    const rect = clear ?? candidates.map(clamp).reduce((best, r) => (crowding(r) < crowding(best) ? r : best))
    // Drawn from the box's left edge, baseline at four fifths of its height: the text fills the box checked above.
    placed.push({ text: marker.label, x: rect.x, y: rect.y + height * 0.8, rect })
  }
  return placed
}

/** SVG path data through the points, to a tenth of a unit (finer is invisible and only adds bytes). */
export function pathThrough(points: readonly Point[], closed = false): string {
  const round = (n: number) => Math.round(n * 10) / 10
  const moves = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join('')
  return closed ? `${moves}Z` : moves
}

/** The route map as the page draws it: numbers and SVG path data in the box's units, to a tenth of a unit. */
export type RouteMapDrawing = {
  width: number
  height: number
  fontSize: number
  radius: number
  /** Land (the background is sea) and lakes, clipped to the box; '' where none shows. */
  land: string
  lakes: string[]
  /** The dashed line through the stops, in order. */
  route: string
  markers: Array<Point & { label: string }>
  labels: Array<Point & { text: string }>
  /** Every stop, for the list beside the map that describes it: "Days 1–3", "The Residences at Karen, Nairobi". */
  stops: Array<{ days: string; name: string }>
}

/**
 * Draws the stops over the land: `landFor` gives the land to draw at the map's scale (units per degree), so a
 * map of a few hundred kilometres can have a finer coast than one from Dubai to the Mara.
 */
export function drawRouteMap(
  stops: readonly RouteStop[],
  landFor: (unitsPerDegree: number) => GeoPermissibleObjects,
  box = ROUTE_MAP_BOX,
): RouteMapDrawing {
  const project = fitProjection(stops, box)
  const markers = markersFor(stops, project, 2 * RADIUS + 4)
  const labels = placeLabels(markers, box, FONT_SIZE, RADIUS)
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    width: box.width,
    height: box.height,
    fontSize: FONT_SIZE,
    radius: RADIUS,
    land: outlinePath(landFor(unitsPerDegree(project)), project.geo),
    lakes: LAKES.map((lake) => outlinePath(polygonOf(lake), project.geo)).filter(Boolean),
    route: pathThrough(stops.map(project)),
    markers: markers.map(({ x, y, label }) => ({ x: round(x), y: round(y), label })),
    labels: labels.map(({ x, y, text }) => ({ x: round(x), y: round(y), text })),
    stops: stops.map((stop) => ({ days: daysLabel(stop.days), name: stop.name })),
  }
}
