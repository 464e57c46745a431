import { Link } from '@remix-run/react'

export function ItineraryNotFound() {
  return (
    <main id="main" className="container error-page">
      <h1>Itinerary not found!</h1>
      <p>We couldn’t find that itinerary. It may have been renamed or retired.</p>
      <p>
        <Link to="/itineraries" className="button">
          Browse our itineraries
        </Link>
      </p>
    </main>
  )
}
