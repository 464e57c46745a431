import { common } from './common'
import { contact } from './contact'
import { forms } from './forms'
import { itinerary } from './itinerary'

/** The English interface: the spec's texts exactly. Each area of the site has its own file. */
export const en = { common, contact, forms, itinerary } as const
