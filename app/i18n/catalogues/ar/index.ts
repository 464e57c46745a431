import type { Catalogue } from '../../catalogue-shape'
import { auth } from './auth'
import { busy } from './busy'
import { cart } from './cart'
import { common } from './common'
import { company } from './company'
import { contact } from './contact'
import { errors } from './errors'
import { forms } from './forms'
import { home } from './home'
import { hotel } from './hotel'
import { itinerary } from './itinerary'
import { layout } from './layout'
import { listing } from './listing'
import { pdf } from './pdf'
import { preview } from './preview'
import { proposal } from './proposal'
import { proposalMail } from './proposalMail'
import { reviews } from './reviews'
import { search } from './search'
import { shared } from './shared'
import { specialist } from './specialist'
import { tripBar } from './tripBar'

/** The Arabic interface: every key of the English one (the typecheck holds them together). */
export const ar = {
  auth,
  busy,
  cart,
  common,
  company,
  contact,
  errors,
  forms,
  home,
  hotel,
  itinerary,
  layout,
  listing,
  pdf,
  preview,
  proposal,
  proposalMail,
  reviews,
  search,
  shared,
  specialist,
  tripBar,
} satisfies Catalogue
