import { ContentText } from '~/components/shared/Named'
import { useT } from '~/i18n/react'
import { labelDirection, type RouteMapDrawing } from '~/logic/route-map'

/**
 * The package's route as a drawn map: the overnight stops in order, joined by a line, each marker labelled with
 * its days, over Natural Earth's coast. The server draws it (`routeMapFor`, in the loader); this only writes the
 * SVG. Like the hotel's map, it is inline SVG: no tiles, no key, no third-party request. The ordered list beside
 * it is the same information as text, and is what the SVG's description points at.
 */
export function RouteMap({ tripName, map }: { tripName: string; map: RouteMapDrawing | null }) {
  const t = useT().itinerary
  if (!map) return null
  return (
    <section className="full-itinerary__section route-map" aria-labelledby="route-map-title">
      <h2 id="route-map-title">{t.routeMap}</h2>
      <figure className="route-map__figure">
        <svg
          className="route-map__drawing"
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="img"
          aria-label={t.mapOf(tripName)}
          aria-describedby="route-map-stops"
        >
          <rect width={map.width} height={map.height} fill="#cfe2ea" />
          {map.land ? <path d={map.land} fill="#efe8d6" /> : null}
          {map.lakes.map((lake, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
            <path key={`lake-${i}`} d={lake} fill="#cfe2ea" />
          ))}
          <path
            d={map.route}
            fill="none"
            stroke="#b8893b"
            strokeWidth="2.5"
            strokeDasharray="6 4"
            strokeLinejoin="round"
          />
          {map.markers.map((marker) => (
            <circle
              key={marker.label}
              cx={marker.x}
              cy={marker.y}
              r={map.radius}
              fill="#1f3d2b"
              stroke="#ffffff"
              strokeWidth="2"
            />
          ))}
          {map.labels.map((label) => (
            // A light halo behind the text keeps it legible over the route line and the coast.
            <text
              key={label.text}
              x={label.x}
              y={label.y}
              {...labelAnchoring(label.text)}
              fontSize={map.fontSize}
              className="route-map__label"
              paintOrder="stroke"
              stroke="#ffffff"
              strokeWidth="3"
              strokeLinejoin="round"
            >
              {label.text}
            </text>
          ))}
        </svg>
        <figcaption className="route-map__caption">
          <p>{t.nightsInOrder}</p>
          <ol id="route-map-stops" className="route-map__stops">
            {map.stops.map((stop) => (
              <li key={stop.days}>
                <strong>{stop.days}:</strong> <ContentText text={stop.name} />
              </li>
            ))}
          </ol>
        </figcaption>
      </figure>
    </section>
  )
}

/**
 * x is the left end of the label's box, whatever the page's direction: the text's start in a left-to-right
 * label, its end in a right-to-left one. Each label sets its own direction (an SVG otherwise inherits the page's)
 * and embeds it, so its words keep their order and the label stays on its side of the marker.
 */
function labelAnchoring(text: string) {
  const direction = labelDirection(text)
  return { direction, textAnchor: direction === 'rtl' ? 'end' : 'start', unicodeBidi: 'embed' } as const
}
