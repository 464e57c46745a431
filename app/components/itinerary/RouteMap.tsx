import { fitProjection, markersFor, pathThrough, placeLabels } from '~/logic/route-map'
import { ISLANDS, LAKES, SEA, type Outline } from '~/logic/route-map-outlines'
import { daysLabel, routeStops, type DayWithOvernight } from '~/logic/route-stops'

/**
 * The package's route as a drawn map: the overnight stops in order, joined by a line, each marker labelled with
 * its days, over coarse coastlines. Like the hotel's map, it is inline SVG: no tiles, no key, no third-party
 * request. The ordered list beside it is the same information as text, and is what the SVG's description
 * points at.
 */

/** The drawing's own units; it scales to its box with `viewBox`. 360 wide keeps 14-unit labels above 11 px on a 360 px phone. */
const BOX = { width: 360, height: 270, padding: 36 }
const FONT_SIZE = 14
const RADIUS = 7

export function RouteMap({ tripName, days }: { tripName: string; days: readonly DayWithOvernight[] }) {
  const stops = routeStops(days)
  if (stops.length === 0) return null
  const project = fitProjection(stops, BOX)
  const markers = markersFor(stops, project, 2 * RADIUS + 4)
  const labels = placeLabels(markers, BOX, FONT_SIZE, RADIUS)
  const outline = (points: Outline) => pathThrough(points.map(([lat, lng]) => project({ lat, lng })), true)
  return (
    <section className="full-itinerary__section route-map" aria-labelledby="route-map-title">
      <h2 id="route-map-title">Route map</h2>
      <figure className="route-map__figure">
        <svg
          className="route-map__drawing"
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          role="img"
          aria-label={`Map of the ${tripName} route`}
          aria-describedby="route-map-stops"
        >
          <rect width={BOX.width} height={BOX.height} fill="#efe8d6" />
          <path d={outline(SEA)} fill="#cfe2ea" />
          {LAKES.map((lake, i) => <path key={`lake-${i}`} d={outline(lake)} fill="#cfe2ea" />)}
          {ISLANDS.map((island, i) => <path key={`island-${i}`} d={outline(island)} fill="#efe8d6" />)}
          <path d={pathThrough(stops.map(project))} fill="none" stroke="#b8893b" strokeWidth="2.5" strokeDasharray="6 4" strokeLinejoin="round" />
          {markers.map((marker) => (
            <circle key={marker.label} cx={marker.x} cy={marker.y} r={RADIUS} fill="#1f3d2b" stroke="#ffffff" strokeWidth="2" />
          ))}
          {labels.map((label) => (
            // A light halo behind the text keeps it legible over the route line and the coast.
            <text key={label.text} x={label.x} y={label.y} fontSize={FONT_SIZE} className="route-map__label" paintOrder="stroke" stroke="#ffffff" strokeWidth="3" strokeLinejoin="round">
              {label.text}
            </text>
          ))}
        </svg>
        <figcaption className="route-map__caption">
          <p>Where each night is spent, in order:</p>
          <ol id="route-map-stops" className="route-map__stops">
            {stops.map((stop) => (
              <li key={stop.days[0]}>
                <strong>{daysLabel(stop.days)}:</strong> {stop.name}
              </li>
            ))}
          </ol>
        </figcaption>
      </figure>
    </section>
  )
}
