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

/** The English interface: the spec's texts exactly. Each area of the site has its own file. */
export const en = {
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
} as const
