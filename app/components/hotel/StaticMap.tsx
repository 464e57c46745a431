/**
 * A drawn map with a pin and a link out: no third-party requests, no API key, nothing to trap the keyboard.
 * The link opens OpenStreetMap at the hotel's coordinates in a new tab.
 */
import { useT, useTextLang } from '~/i18n/react'

type MapPoint = { lat?: number; lng?: number } | null

export function StaticMap({ name, address, location }: { name: string; address: string | null; location: MapPoint }) {
  const t = useT().hotel
  const textLang = useTextLang()
  // A geopoint an editor has not finished (no latitude or longitude) gets no outside link.
  const osm =
    location?.lat != null && location.lng != null
      ? `https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lng}#map=15/${location.lat}/${location.lng}`
      : null
  return (
    <figure className="static-map">
      <svg
        viewBox="0 0 600 300"
        preserveAspectRatio="xMidYMid slice"
        role="img"
        aria-label={t.mapShowing(`${name}${address ? `, ${address}` : ''}`)}
      >
        <rect width="600" height="300" fill="#e8efe3" />
        <path d="M0 210 C120 180 200 240 320 200 S520 150 600 180 L600 300 L0 300 Z" fill="#cfe0c3" />
        <path d="M40 0 C90 80 60 160 140 300" stroke="#ffffff" strokeWidth="14" fill="none" />
        <path d="M0 120 L600 90" stroke="#ffffff" strokeWidth="10" fill="none" />
        <path d="M380 0 C360 90 420 170 400 300" stroke="#f6e3b4" strokeWidth="8" fill="none" />
        <circle cx="470" cy="60" r="36" fill="#b9d7a6" />
        <circle cx="180" cy="230" r="44" fill="#b9d7a6" />
        <g transform="translate(300 150)">
          <path d="M0 0 C-22 -28 -22 -60 0 -60 C22 -60 22 -28 0 0 Z" fill="#8c2f39" />
          <circle cy="-40" r="8" fill="#ffffff" />
        </g>
      </svg>
      <figcaption>
        {address ? <span {...textLang(address)}>{address}</span> : null}
        {osm ? (
          <a href={osm} target="_blank" rel="noopener noreferrer">
            {t.openMap}
          </a>
        ) : null}
      </figcaption>
    </figure>
  )
}
