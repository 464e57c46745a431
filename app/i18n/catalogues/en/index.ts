import { auth } from './auth'
import { common } from './common'
import { errors } from './errors'
import { layout } from './layout'
import { shared } from './shared'

/** The English interface: the spec's texts exactly. Each area of the site has its own file. */
export const en = {
  auth,
  common,
  errors,
  layout,
  shared,
} as const
