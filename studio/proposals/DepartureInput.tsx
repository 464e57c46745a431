import { type ChangeEvent, useEffect, useState } from 'react'
import { type StringInputProps, set, unset, useClient, useFormValue } from 'sanity'
import type { PlacesClaim } from '#shared/holds'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { type DepartureChoice, departureLabel } from './departure-label'

type Departure = DepartureChoice & { claims?: PlacesClaim[] }

/** The trip's departures, each with its ledger's claims (decision 069), to say what each has left. */
const DEPARTURES = `*[_type == "catalogueItem" && _id == $id][0]{
  "departures": departures[]{ _key, startDate, status, pricePerPerson, places, closed },
  "ledgers": *[_type == "departurePlaces" && trip._ref == ^._id]{ departureKey, claims }
}`

type Found = {
  departures?: DepartureChoice[] | null
  ledgers?: Array<{ departureKey?: string; claims?: PlacesClaim[] }>
}

const withClaims = (found: Found | null): Departure[] =>
  (found?.departures ?? []).map((departure) => ({
    ...departure,
    claims: found?.ledgers?.find((ledger) => ledger.departureKey === departure._key)?.claims,
  }))

/**
 * The dated departure a proposal is for (decision 063): a choice among the chosen trip's departures by their start
 * dates (the trip as published, which the site reads), with what each has left (decision 069), storing the
 * departure's `_key`. The page reads its start date from the trip, and its end from the trip's length, so a
 * departure moved in the Studio moves in the proposal.
 */
export function DepartureInput(props: StringInputProps) {
  const { value, onChange, path, readOnly, elementProps } = props
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION })
  const tripRef = useFormValue([...path.slice(0, -1), 'trip']) as { _ref?: string } | undefined
  const tripId = tripRef?._ref
  const [departures, setDepartures] = useState<Departure[] | null>(null)

  useEffect(() => {
    if (!tripId) return setDepartures([])
    let current = true
    client
      .fetch<Found | null>(DEPARTURES, { id: tripId }, { perspective: 'published' })
      .then((found) => current && setDepartures(withClaims(found)))
      .catch(() => current && setDepartures([]))
    return () => {
      current = false
    }
  }, [client, tripId])

  const choose = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(event.currentTarget.value ? set(event.currentTarget.value) : unset())
  if (!tripId) return <p>Choose a trip first, or write the dates in below.</p>
  const known = departures?.some((departure) => departure._key === value)
  return (
    <select
      id={elementProps.id}
      ref={elementProps.ref as never}
      aria-label="Departure"
      value={value ?? ''}
      disabled={readOnly || departures === null}
      onChange={choose}
      style={{ font: 'inherit', padding: '0.5em', width: '100%' }}
    >
      <option value="">{departures === null ? 'Loading the trip’s departures…' : 'Choose a departure'}</option>
      {value && departures && !known ? (
        <option value={value}>A departure no longer on the trip ({value})</option>
      ) : null}
      {(departures ?? []).map((departure) => (
        <option key={departure._key} value={departure._key}>
          {departureLabel(departure, departure.claims, new Date())}
        </option>
      ))}
    </select>
  )
}
