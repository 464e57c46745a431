import { Link } from '@remix-run/react'
import { ITINERARY_NOT_FOUND } from '~/logic/itinerary-meta'

export function ItineraryNotFound() {
  return (
    <main id="main" className="container error-page">
      <h1>{ITINERARY_NOT_FOUND}</h1>
      <p>We couldn’t find that itinerary. It may have been renamed or retired.</p>
      <p>
        <Link to="/itineraries" className="button">
          Browse our itineraries
        </Link>
      </p>
    </main>
  )
}
