import type { ReactNode } from 'react'
import type { NearestDepartures } from '~/content/loaders/nearest-departures.server'
import { Link, useFormat, useLanguage, useT } from '~/i18n/react'
import { describeTravelDates, type TravelDates } from '~/logic/travel-window'
import type { IgnoredValue } from '~/logic/trip-filters'

/**
 * The visible note naming each value in the URL the page could not use (never a silent drop, never a 500):
 * written from `values` in the page's language when the page has them, else the English `lines`.
 */
export function IgnoredNote({
  lines,
  values,
  more = 0,
}: {
  lines: string[]
  values?: readonly IgnoredValue[]
  more?: number
}) {
  const t = useT()
  const shown = values
    ? [
        ...values.map(({ name, value, reason }) => t.listing.ignoredLine(name, value, reason)),
        ...(more > 0 ? [t.listing.ignoredMore(more)] : []),
      ]
    : lines
  if (shown.length === 0) return null
  return (
    <div className="notice trip-filters__ignored">
      <p>{t.listing.ignoredIntro}</p>
      <ul>
        {shown.map((line) => (
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
  const t = useT()
  return (
    <div className="listing__status">
      <p className={className} role="status" aria-atomic="true">
        {children ?? t.listing.results(count)}
      </p>
      {clearHref ? (
        <Link to={clearHref} className="listing__clear">
          {t.listing.clearAll}
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
  const t = useT()
  const format = useFormat()
  const { intlLocale } = useLanguage()
  return (
    <div className="notice listing__nearest">
      <p>{t.listing.noDeparture(describeTravelDates(dates, t.listing.travelDates, intlLocale))}</p>
      {offers.length > 0 ? (
        <>
          <p>{t.listing.nearestDepartures}</p>
          <ul>
            {offers.map((date) => (
              <li key={date}>
                <time dateTime={date}>{format.date(date)}</time>:{' '}
                <Link to={hrefFor(date.slice(0, 7))}>
                  {t.listing.seeTripsDeparting(format.month(date.slice(0, 7)))}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t.listing.noneOnSale}</p>
      )}
    </div>
  )
}
