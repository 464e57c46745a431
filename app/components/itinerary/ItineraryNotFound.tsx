import { Link, useT } from '~/i18n/react'

export function ItineraryNotFound() {
  const t = useT().itinerary
  return (
    <main id="main" className="container error-page" data-written-at-once="ErrorScreen">
      <h1>{t.notFound}</h1>
      <p>{t.notFoundText}</p>
      <p>
        <Link to="/itineraries" className="button">
          {t.browse}
        </Link>
      </p>
    </main>
  )
}
