import { defineField } from 'sanity'

/** Fields written by the site and the holds' actions only (decision 069): shown, never typed into. */
export const written = { readOnly: true } as const

/** Which departure a hold or a ledger is for: the trip (weak, as a trip may go) and the departure's key and date. */
export const departureFields = [
  defineField({
    name: 'trip',
    title: 'Trip',
    type: 'reference',
    weak: true,
    to: [{ type: 'catalogueItem' }],
    ...written,
  }),
  defineField({ name: 'departureKey', title: 'Departure (its key in the trip)', type: 'string', ...written }),
  defineField({ name: 'departureDate', title: 'Departure date', type: 'date', ...written }),
]
