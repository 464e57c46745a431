import { createRequire } from 'node:module'
import type { GeoPermissibleObjects } from 'd3-geo'
import { LRUCache } from 'lru-cache'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { drawRouteMap, type RouteMapDrawing } from '~/logic/route-map'
import { type DayWithOvernight, routeStops } from '~/logic/route-stops'

/**
 * The full itinerary's route map, drawn on the server over Natural Earth's land (world-atlas): the page gets the
 * drawing as numbers and path strings, and neither the land data nor d3-geo is sent to a browser
 * (docs/decisions/025-route-map-and-print.md).
 */

const require = createRequire(import.meta.url)

/**
 * Natural Earth's land at 1:50m for a regional map (Zanzibar and the Kenyan coast as they are), at 1:110m once
 * a degree takes fewer than 20 of the drawing's units (a map from Dubai to the Mara), where the finer coast would
 * only add bytes: 110m's points are then a unit or two apart. Each is read from its file and converted once per
 * process, when a map first needs it.
 */
const FINE_FROM_UNITS_PER_DEGREE = 20
const landFiles = { fine: 'world-atlas/land-50m.json', coarse: 'world-atlas/land-110m.json' } as const
const lands = new Map<keyof typeof landFiles, GeoPermissibleObjects>()

export function landAt(detail: keyof typeof landFiles): GeoPermissibleObjects {
  let land = lands.get(detail)
  if (!land) {
    const topology = require(landFiles[detail]) as Topology<{ land: GeometryCollection }>
    land = feature(topology, topology.objects.land)
    lands.set(detail, land)
  }
  return land
}

export const landForScale = (unitsPerDegree: number) =>
  landAt(unitsPerDegree >= FINE_FROM_UNITS_PER_DEGREE ? 'fine' : 'coarse')

/** Drawings by their stops: each package's map is drawn once per process (and again when an editor moves a stop). */
const drawings = new LRUCache<string, RouteMapDrawing>({ max: 200 })

/** The route map of a package's days, or null when no night has a place on the map. */
export function routeMapFor(days: readonly DayWithOvernight[]): RouteMapDrawing | null {
  const stops = routeStops(days)
  if (stops.length === 0) return null
  const key = JSON.stringify(stops)
  let drawing = drawings.get(key)
  if (!drawing) {
    drawing = drawRouteMap(stops, landForScale)
    drawings.set(key, drawing)
  }
  return drawing
}
