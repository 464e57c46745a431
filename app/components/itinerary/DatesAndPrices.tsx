import { useLocation } from '@remix-run/react'
import { Named } from '~/components/shared/Named'
import { ConvertedPrice, RatesAsOf } from '~/components/shared/Price'
import type { EditableDocument } from '~/content/visual-editing/kit'
import { Link, useFormat, useLocalePath, useT, useTextLang } from '~/i18n/react'
import { canRequest, type DatedDeparture, departuresByMonth } from '~/logic/departures'
import { ENQUIRY_CONTEXT_FIELDS } from '~/logic/enquiry-context'
import { tripEnquiryHref } from '~/logic/enquiry-links'
import { waitingListHref } from '~/logic/waiting-list'
import { useCurrencyDisplay } from '~/state/currency'
import { useEditAttribute } from '~/state/edit-attributes'

type Props = {
  /** The trip's slug (what "Request this departure" names) and name. */
  slug: string
  name: string
  departures: DatedDeparture[]
  /** How many later departures the page leaves out ("Show all dates" lists them). */
  later: number
  /** The catalogue item that holds the departures, for the Studio's click-to-edit in preview. */
  source?: EditableDocument | null
}

/**
 * "Dates & prices" (issue 26): the trip's next upcoming departures (every one after "Show all dates", a plain link
 * to `?dates=all`), month by month for the eye (a strip a visitor scans) and as a table, the accessible
 * alternative, which screen readers get alone. "Request this departure" submits a plain GET form to the contact
 * page, with the travellers given above the table, so it works before (and without) JavaScript. A sold-out
 * departure offers "Join the waiting list" instead, a link to the contact page (decision 068); a closed one is not
 * listed at all.
 */
export function DatesAndPrices({ slug, name, departures, later, source }: Props) {
  const edit = useEditAttribute()
  const { itinerary: t, contact } = useT()
  const format = useFormat()
  const localePath = useLocalePath()
  const textLang = useTextLang()
  /** A departure's price per person, or "Price on request" when staff have not set one. */
  const priceText = (departure: DatedDeparture) =>
    typeof departure.pricePerPerson === 'number' ? format.money(departure.pricePerPerson) : t.priceOnRequest
  const { converting, currency } = useCurrencyDisplay()
  const location = useLocation()
  const allDates = new URLSearchParams(location.search)
  allDates.set('dates', 'all')
  /** What a departure has left, from its count: "3 places left", "Sold out", or "On request" without places. */
  const availability = (departure: DatedDeparture) =>
    departure.status === 'sold-out' ? t.soldOut : departure.left === null ? t.onRequest : t.placesLeft(departure.left)
  const at = (departure: DatedDeparture, field: string) =>
    edit(source, `departures[_key=="${departure._key}"].${field}`)
  return (
    <section
      className="dates-prices"
      aria-labelledby="dates-prices-title"
      id="dates-and-prices"
      data-sanity={edit(source, 'departures')}
    >
      <h2 id="dates-prices-title">{t.datesAndPrices}</h2>
      {departures.length === 0 ? (
        <p>
          {t.noDepartures} <Link to={tripEnquiryHref(name, slug, contact)}>{t.askForDates}</Link>.
        </p>
      ) : (
        <>
          <p className="dates-prices__intro">
            {t.pricesIntro}
            {converting ? (
              <>
                {t.approximate(currency)}
                <RatesAsOf />
              </>
            ) : null}
            {t.startsOnDate}
          </p>
          <ol className="dates-prices__months" aria-hidden="true">
            {departuresByMonth(departures).map(({ month, departures: inMonth }) => (
              <li key={month} className="dates-prices__month">
                <h3>{format.month(month)}</h3>
                <ul>
                  {inMonth.map((departure) => (
                    <li key={departure._key} className={`departure-chip departure-chip--${departure.status}`}>
                      <span className="departure-chip__day">{Number(departure.startDate.slice(8, 10))}</span>
                      <span className="departure-chip__price">
                        {departure.status === 'sold-out' ? t.soldOut : priceText(departure)}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <form method="get" action={localePath('/contact')} className="dates-prices__request">
            <input type="hidden" name="trip" value={slug} />
            <input type="hidden" name={ENQUIRY_CONTEXT_FIELDS.source} value="departure" />
            <fieldset className="dates-prices__travellers">
              <legend>{t.travellers}</legend>
              <label>
                {t.adults} <input type="number" name="adults" min={1} max={20} defaultValue={2} inputMode="numeric" />
              </label>
              <label>
                {t.children}{' '}
                <input type="number" name="children" min={0} max={20} defaultValue={0} inputMode="numeric" />
              </label>
            </fieldset>
            {/* A table wider than a phone scrolls sideways: keyboard users reach it with Tab to scroll it. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrolling regions take focus to scroll by keyboard */}
            <section className="dates-prices__table" aria-labelledby="departures-caption" tabIndex={0}>
              <table>
                <caption id="departures-caption">
                  <Named text={t.departuresOf} name={name} />
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t.starts}</th>
                    <th scope="col">{t.ends}</th>
                    <th scope="col">{t.pricePerPerson}</th>
                    <th scope="col">{t.singleSupplement}</th>
                    <th scope="col">{t.availability}</th>
                    <th scope="col" className="dates-prices__action">
                      <span className="visually-hidden">{t.request}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {departures.map((departure) => (
                    <tr key={departure._key} className={`departure departure--${departure.status}`}>
                      <th scope="row" data-sanity={at(departure, 'startDate')}>
                        <time dateTime={departure.startDate}>{format.date(departure.startDate)}</time>
                      </th>
                      <td data-label={t.ends}>
                        <time dateTime={departure.endDate}>{format.date(departure.endDate)}</time>
                      </td>
                      {/* The USD price of record stays, first; the approximate amount is a line under it. */}
                      <td data-label={t.pricePerPerson} data-sanity={at(departure, 'pricePerPerson')}>
                        {priceText(departure)}
                        {typeof departure.pricePerPerson === 'number' ? (
                          <ConvertedPrice usd={departure.pricePerPerson} />
                        ) : null}
                      </td>
                      <td data-label={t.singleSupplement} data-sanity={at(departure, 'singleSupplement')}>
                        {typeof departure.singleSupplement === 'number'
                          ? format.money(departure.singleSupplement)
                          : '—'}
                      </td>
                      <td data-label={t.availability}>
                        {availability(departure)}
                        {departure.note ? (
                          <span className="departure__note" {...textLang(departure.note)}>
                            {departure.note}
                          </span>
                        ) : null}
                      </td>
                      <td className="dates-prices__action">
                        {canRequest(departure) ? (
                          <button
                            type="submit"
                            name="departure"
                            value={departure.startDate}
                            className="button button--small"
                            aria-label={t.requestDepartureOn(format.date(departure.startDate))}
                          >
                            {t.requestDeparture}
                          </button>
                        ) : (
                          <Link
                            to={waitingListHref(slug, departure.startDate)}
                            className="button button--small"
                            aria-label={t.joinWaitingListOn(format.date(departure.startDate))}
                          >
                            {t.joinWaitingList}
                          </Link>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </form>
          {later > 0 ? (
            <p className="dates-prices__more">
              <Link to={`?${allDates}#dates-and-prices`} preventScrollReset>
                {t.showAllDates(departures.length + later)}
              </Link>{' '}
              {t.nextListed(departures.length)}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
