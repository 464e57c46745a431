import { common } from './common'
import { home } from './home'
import { listing } from './listing'
import { search } from './search'

/** The English interface: the spec's texts exactly. Each area of the site has its own file. */
export const en = {
  common,
  home,
  listing,
  search,
} as const
