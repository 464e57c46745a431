import { cart } from './cart'
import { common } from './common'
import { company } from './company'
import { contact } from './contact'
import { forms } from './forms'
import { hotel } from './hotel'
import { itinerary } from './itinerary'

/** The English interface: the spec's texts exactly. Each area of the site has its own file. */
export const en = { cart, common, company, contact, forms, hotel, itinerary } as const
