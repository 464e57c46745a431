import type { Catalogue } from '../../catalogue-shape'
import { common } from './common'
import { home } from './home'
import { listing } from './listing'
import { search } from './search'

/** The Arabic interface: every key of the English one (the typecheck holds them together). */
export const ar = {
  common,
  home,
  listing,
  search,
} satisfies Catalogue
