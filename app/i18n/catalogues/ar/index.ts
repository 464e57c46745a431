import type { Catalogue } from '../../catalogue'
import { common } from './common'
import { contact } from './contact'
import { forms } from './forms'
import { itinerary } from './itinerary'

/** The Arabic interface: every key of the English one (the typecheck holds them together). */
export const ar = { common, contact, forms, itinerary } satisfies Catalogue
