// The ledgers of the seeded departures (decision 068): the places booked on each before the site kept holds.
import { documents as catalogue } from './catalogue'
import { seedLedgers } from './departures'
import type { SeedDocument } from './helpers'

export const documents: SeedDocument[] = catalogue.flatMap((item) =>
  Array.isArray(item.departures) && typeof item.price === 'number' && typeof item.order === 'number'
    ? seedLedgers(item._id, item.order, item.price)
    : [],
)
