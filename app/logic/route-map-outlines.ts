import { type GeoPermissibleObjects, type GeoProjection, geoArea, geoPath } from 'd3-geo'
import type { Polygon } from 'geojson'

/**
 * What the route map draws under the stops, as SVG path data in the map's frame: the land (Natural Earth's, from
 * world-atlas, which the server reads and passes in) and the lakes below, clipped to the box by the projection.
 */

export type Outline = ReadonlyArray<readonly [lat: number, lng: number]>

/**
 * Lakes on the routes, which Natural Earth's land does not cut out (and world-atlas has no lakes layer): Victoria
 * (between Nairobi and Kigali) and Kivu (beside Musanze), written by hand from towns on their shores, a few
 * kilometres out at worst.
 */
export const LAKES: readonly Outline[] = [
  [
    [0.3, 32.6],
    [0.42, 33.2],
    [0.1, 33.98],
    [-0.1, 34.75],
    [-0.52, 34.45],
    [-0.9, 34.15],
    [-1.5, 33.8],
    [-2.25, 33.85],
    [-2.4, 33.2],
    [-2.52, 32.9],
    [-2.6, 31.9],
    [-2.2, 31.6],
    [-1.33, 31.82],
    [-0.9, 31.75],
    [-0.35, 31.95],
    [0.05, 32.3],
  ],
  [
    [-1.68, 29.2],
    [-1.8, 29.33],
    [-2.05, 29.3],
    [-2.3, 29.15],
    [-2.49, 28.98],
    [-2.4, 28.87],
    [-2.1, 28.95],
    [-1.85, 29.05],
  ],
]

/**
 * An outline as a GeoJSON polygon. d3-geo reads a ring's winding on the sphere: wound one way a ring encloses the
 * lake, the other way the rest of the world; this takes whichever encloses the smaller area.
 */
export function polygonOf(outline: Outline): Polygon {
  const ring = [...outline, outline[0]!].map(([lat, lng]) => [lng, lat])
  const polygon: Polygon = { type: 'Polygon', coordinates: [ring] }
  return geoArea(polygon) > 2 * Math.PI ? { type: 'Polygon', coordinates: [ring.reverse()] } : polygon
}

/**
 * SVG path data of a shape in the projection's frame and clip, to a tenth of a unit (finer is invisible); '' when none
 * of it shows.
 */
export function outlinePath(shape: GeoPermissibleObjects, geo: GeoProjection): string {
  return geoPath(geo).digits(1)(shape) ?? ''
}
