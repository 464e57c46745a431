import { Form, useLocation, useSubmit } from '@remix-run/react'
import { type FormEvent, useEffect, useRef } from 'react'
import { useFormat, useT } from '~/i18n/react'
import { type TravelDates, travelMonths } from '~/logic/travel-window'
import type { TripFilterState } from '~/logic/trip-filter-state'
import {
  ACTIVITY_OPTIONS,
  COUNTRY_OPTIONS,
  DURATION_BOUNDS,
  offersSort,
  PARAM,
  PRICE_BOUNDS,
  type Range,
  SORT_OPTIONS,
} from '~/logic/trip-filters'

/** How long a number field waits after the last key before the results follow it. */
const TYPING_PAUSE_MS = 700

/**
 * The filters and order of a listing or of search (decision 026): a plain GET form with an Apply button, which
 * is all it is without JavaScript. With JavaScript a change applies itself (a number once typing pauses), as a
 * new history entry like Apply's, so Back undoes it; the form stays mounted, so focus stays where it was. The
 * page number is not a field: a changed filter starts again at page 1.
 */
export function TripFilters({
  state,
  action,
  hidden = {},
}: {
  state: TripFilterState
  action: string
  hidden?: Record<string, string>
}) {
  const { filter, facets } = state
  const formRef = useRef<HTMLFormElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const submit = useSubmit()
  const location = useLocation()
  const ownSubmission = useRef(false)
  const t = useT()
  const words = t.listing.filters
  const countries = COUNTRY_OPTIONS.map(({ value }) => ({ value, label: t.listing.countries[value] }))
  const activities = ACTIVITY_OPTIONS.map(({ value }) => ({ value, label: t.listing.activities[value] }))

  // Back, Forward and "Clear all" change the URL under a form that keeps its own values: show the URL's filters
  // again. After the form's own change it already shows them, and what the visitor typed stays as typed.
  // Once per arrival at a URL (its loader data comes with it), not on every new `state`: a revalidation of the
  // same URL would overwrite what the visitor is typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed to the URL on purpose (above)
  useEffect(() => {
    if (ownSubmission.current) ownSubmission.current = false
    else if (formRef.current) showFilter(formRef.current, state)
  }, [location.key])
  useEffect(() => () => clearTimeout(timer.current), [])

  /** Sends the form's non-empty fields, as typed: a value the page cannot use comes back named in its note. */
  const apply = () => {
    clearTimeout(timer.current)
    const form = formRef.current
    if (!form) return
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '' && !(name === PARAM.sort && value === 'recommended'))
        params.append(name, value.trim())
    }
    ownSubmission.current = true
    submit(params, { method: 'get', action, preventScrollReset: true })
  }
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    clearTimeout(timer.current)
    if (formRef.current) keepOneWayOfDates(formRef.current, event.target as HTMLInputElement)
    if ((event.target as HTMLInputElement).type === 'number') timer.current = setTimeout(apply, TYPING_PAUSE_MS)
    else apply()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply()
  }

  return (
    <Form
      method="get"
      action={action}
      ref={formRef}
      className="trip-filters"
      aria-label={words.label}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {facets.includes('country') ? (
        <Choices legend={words.country} name={PARAM.country} options={countries} chosen={filter.countries} />
      ) : null}
      {facets.includes('activity') ? (
        <Choices legend={words.activity} name={PARAM.activity} options={activities} chosen={filter.activities} />
      ) : null}
      {facets.includes('duration') ? (
        <NumberRange
          legend={words.duration}
          names={[PARAM.durationMin, PARAM.durationMax]}
          range={filter.duration}
          bounds={DURATION_BOUNDS}
        />
      ) : null}
      {facets.includes('price') ? (
        <NumberRange
          legend={words.price}
          names={[PARAM.priceMin, PARAM.priceMax]}
          range={filter.price}
          bounds={PRICE_BOUNDS}
          note={words.priceNote}
        />
      ) : null}
      {facets.includes('dates') ? <TravelDatesFields dates={filter.dates} today={state.today} /> : null}
      <div className="trip-filters__end">
        <label className="trip-filters__sort">
          {words.sortBy}
          <select name={PARAM.sort} defaultValue={filter.sort}>
            {SORT_OPTIONS.filter((option) => offersSort(option.value, facets)).map((option) => (
              <option key={option.value} value={option.value}>
                {t.listing.sorts[option.value]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--small">
          {words.apply}
        </button>
      </div>
    </Form>
  )
}

function Choices({
  legend,
  name,
  options,
  chosen,
}: {
  legend: string
  name: string
  options: ReadonlyArray<{ value: string; label: string }>
  chosen: readonly string[]
}) {
  return (
    <fieldset className="trip-filters__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="trip-filters__choice">
          <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.includes(option.value)} />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

function NumberRange({
  legend,
  names,
  range,
  bounds,
  note,
}: {
  legend: string
  names: [string, string]
  range: Range
  bounds: { min: number; max: number }
  note?: string
}) {
  const words = useT().listing.filters
  return (
    <fieldset className="trip-filters__group trip-filters__range">
      <legend>{legend}</legend>
      {[words.from, words.to].map((label, index) => (
        <label key={label}>
          {label}
          <input
            type="number"
            name={names[index]}
            inputMode="numeric"
            min={bounds.min}
            max={bounds.max}
            step={1}
            defaultValue={(index === 0 ? range.min : range.max) ?? ''}
          />
        </label>
      ))}
      {note ? <p className="trip-filters__note">{note}</p> : null}
    </fieldset>
  )
}

/**
 * "Travel month", or a first and last day (as the trip bar sends them): a month chosen clears the days and a day
 * chosen clears the month, so what is applied is what the form shows. Without JavaScript the month wins and the
 * page's note names the days it did not use.
 */
function TravelDatesFields({ dates, today }: { dates: TravelDates; today: string }) {
  const words = useT().listing.filters
  const format = useFormat()
  return (
    <fieldset className="trip-filters__group trip-filters__dates">
      <legend>{words.travelDates}</legend>
      <label>
        {words.travelMonth}
        <select name={PARAM.travelMonth} defaultValue={dates.month ?? ''}>
          <option value="">{words.anyMonth}</option>
          {offeredMonths(today, dates.month).map((month) => (
            <option key={month} value={month}>
              {format.month(month)}
            </option>
          ))}
        </select>
      </label>
      <div className="trip-filters__days">
        <label>
          {words.departingFrom}
          <input type="date" name={PARAM.travelFrom} min={today} defaultValue={dates.from ?? ''} />
        </label>
        <label>
          {words.departingTo}
          <input type="date" name={PARAM.travelTo} min={today} defaultValue={dates.to ?? ''} />
        </label>
      </div>
      <p className="trip-filters__note">{words.datesNote}</p>
    </fieldset>
  )
}

/** The months the list offers, and a later one a link asked for (so the list shows what applies). */
function offeredMonths(today: string, chosen: string | null): string[] {
  const months = travelMonths(today)
  return chosen !== null && !months.includes(chosen) ? [...months, chosen] : months
}

function keepOneWayOfDates(form: HTMLFormElement, changed: HTMLInputElement | HTMLSelectElement) {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null
  if (changed.name === PARAM.travelMonth && changed.value !== '') {
    for (const name of [PARAM.travelFrom, PARAM.travelTo]) if (field(name)) field(name)!.value = ''
  } else if (
    (changed.name === PARAM.travelFrom || changed.name === PARAM.travelTo) &&
    changed.value !== '' &&
    field(PARAM.travelMonth)
  ) {
    field(PARAM.travelMonth)!.value = ''
  }
}

/** Puts the URL's filters back into the form's fields (after Back or Forward). */
function showFilter(form: HTMLFormElement, { filter }: TripFilterState) {
  const chosen = new Set<string>([
    ...filter.countries.map((c) => `${PARAM.country}=${c}`),
    ...filter.activities.map((a) => `${PARAM.activity}=${a}`),
  ])
  const values: Record<string, number | string | null> = {
    [PARAM.durationMin]: filter.duration.min,
    [PARAM.durationMax]: filter.duration.max,
    [PARAM.priceMin]: filter.price.min,
    [PARAM.priceMax]: filter.price.max,
    [PARAM.travelMonth]: filter.dates.month,
    [PARAM.travelFrom]: filter.dates.from,
    [PARAM.travelTo]: filter.dates.to,
  }
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox')
      field.checked = chosen.has(`${field.name}=${field.value}`)
    else if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.name in values)
      field.value = String(values[field.name] ?? '')
    else if (field instanceof HTMLSelectElement && field.name === PARAM.sort) field.value = filter.sort
  }
}
