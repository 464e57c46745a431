import type { Catalogue } from '../../catalogue-shape'
import { cart } from './cart'
import { common } from './common'
import { company } from './company'
import { contact } from './contact'
import { forms } from './forms'
import { hotel } from './hotel'
import { itinerary } from './itinerary'

/** The Arabic interface: every key of the English one (the typecheck holds them together). */
export const ar = { cart, common, company, contact, forms, hotel, itinerary } satisfies Catalogue
