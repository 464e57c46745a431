import { departurePlaces, type PlacesClaim } from '#shared/holds'
import { placesLeftText } from '../holds/hold-titles'

export type DepartureChoice = {
  _key: string
  startDate?: string
  status?: string
  pricePerPerson?: number
  places?: number | null
  closed?: boolean | null
}

/**
 * A departure as the proposal's picker offers it (decisions 063 and 069): its date, what it has left now (counted
 * from its ledger's claims; the status typed before capacities existed where it has none) and its price.
 */
export function departureLabel(departure: DepartureChoice, claims: readonly PlacesClaim[] | undefined, now: Date) {
  const places = departurePlaces(departure, claims, now, 0)
  const left = places.status === 'on-request' ? departure.status : placesLeftText(departure.places, places)
  const price = departure.pricePerPerson ? `USD ${departure.pricePerPerson}` : ''
  return [departure.startDate, left, price].filter(Boolean).join(' · ')
}
