import { daysLabel, type Coordinates, type RouteStop } from './route-stops'

/**
 * The geometry of the drawn route map: where stops fall in the SVG box, which markers are too close to tell
 * apart, and where each marker's day label goes so it stays inside the box and off the other labels.
 */

export type Box = { width: number; height: number; padding: number }
export type Point = { x: number; y: number }

/**
 * An equirectangular projection fitted to the points' bounding box: longitude shrunk by the cosine of the middle
 * latitude (so East Africa is not stretched sideways), one scale for both axes, centred, north up.
 * `minSpan` (degrees) keeps a single place, or places a few hundred metres apart, from filling the box.
 */
export function fitProjection(points: readonly Coordinates[], box: Box, minSpan = 1): (point: Coordinates) => Point {
  if (points.length === 0) return () => ({ x: box.width / 2, y: box.height / 2 })
  const lats = points.map((p) => p.lat)
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2
  const shrink = Math.cos((midLat * Math.PI) / 180)
  const flat = (p: Coordinates) => ({ x: p.lng * shrink, y: -p.lat })
  const xs = points.map((p) => flat(p).x)
  const ys = points.map((p) => flat(p).y)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const spanX = Math.max(maxX - minX, minSpan)
  const spanY = Math.max(maxY - minY, minSpan)
  const scale = Math.min((box.width - 2 * box.padding) / spanX, (box.height - 2 * box.padding) / spanY)
  const centreX = (minX + maxX) / 2
  const centreY = (minY + maxY) / 2
  return (point) => {
    const f = flat(point)
    return { x: box.width / 2 + (f.x - centreX) * scale, y: box.height / 2 + (f.y - centreY) * scale }
  }
}

/** A marker on the map: one or more stops close enough on screen to share it, labelled with all their days. */
export type Marker = Point & { label: string; stops: RouteStop[] }

/**
 * Stops whose markers would overlap share one (the first one's position, so it sits on a real place): a trip
 * that returns to Nairobi has one Nairobi marker, "Days 1–3, 10", and on a map from Dubai to the Mara the
 * Kenyan lodges a few kilometres apart become one marker with all their days. The list beside the map names
 * every stop.
 */
export function markersFor(stops: readonly RouteStop[], project: (c: Coordinates) => Point, minDistance: number): Marker[] {
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
/** A label's text, its baseline start (drawn with the default `text-anchor: start`) and the box it fills. */
export type PlacedLabel = { text: string; x: number; y: number; rect: Rect }

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
export function placeLabels(markers: readonly Marker[], box: Omit<Box, 'padding'>, fontSize: number, radius: number): PlacedLabel[] {
  const gap = 4
  const height = fontSize * 1.2
  const obstacles: Rect[] = markers.map((m) => ({ x: m.x - radius, y: m.y - radius, width: 2 * radius, height: 2 * radius }))
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
    const rect =
      clear ?? candidates.map(clamp).reduce((best, r) => (crowding(r) < crowding(best) ? r : best))
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
