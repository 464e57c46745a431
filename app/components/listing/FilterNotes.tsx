import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { NearestDepartures } from '~/content/loaders/nearest-departures.server'
import { formatDate, formatMonth } from '~/logic/format'
import { describeTravelDates, type TravelDates } from '~/logic/travel-window'

/** The visible note naming each value in the URL the page could not use (never a silent drop, never a 500). */
export function IgnoredNote({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null
  return (
    <div className="notice trip-filters__ignored">
      <p>We could not use part of this address, so these were left out:</p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The count of matches, or another message in its place, announced politely as it changes (one element that
 * stays, so screen readers hear each change), and "Clear all" when anything narrows the matches.
 */
export function ResultCount({
  count,
  clearHref,
  className = 'listing__count',
  children,
}: {
  count: number
  clearHref: string | null
  className?: string
  children?: ReactNode
}) {
  return (
    <div className="listing__status">
      <p className={className} role="status" aria-atomic="true">
        {children ?? `${count} ${count === 1 ? 'result' : 'results'}`}
      </p>
      {clearHref ? (
        <Link to={clearHref} className="listing__clear">
          Clear all
        </Link>
      ) : null}
    </div>
  )
}

/**
 * Travel dates that hold no departure (issue 26): said plainly, with the nearest departures before and after
 * them as links to the trips that leave in their month.
 */
export function NearestDates({
  dates,
  nearest,
  hrefFor,
}: {
  dates: TravelDates
  nearest: NearestDepartures
  hrefFor: (month: string) => string
}) {
  const offers = [nearest.before, nearest.after].filter((date): date is string => date !== null)
  return (
    <div className="notice listing__nearest">
      <p>No trip that matches these filters departs {describeTravelDates(dates)}.</p>
      {offers.length > 0 ? (
        <>
          <p>The nearest departures:</p>
          <ul>
            {offers.map((date) => (
              <li key={date}>
                <time dateTime={date}>{formatDate(date)}</time>:{' '}
                <Link to={hrefFor(date.slice(0, 7))}>see the trips departing in {formatMonth(date.slice(0, 7))}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>None of them has a departure on sale yet: try fewer filters, or ask us to plan the trip.</p>
      )}
    </div>
  )
}
