import type { Catalogue } from '../../catalogue-shape'
import { auth } from './auth'
import { common } from './common'
import { errors } from './errors'
import { layout } from './layout'
import { shared } from './shared'

/** The Arabic interface: every key of the English one (the typecheck holds them together). */
export const ar = {
  auth,
  common,
  errors,
  layout,
  shared,
} satisfies Catalogue
