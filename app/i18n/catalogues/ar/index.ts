import type { Catalogue } from '../../catalogue-shape'
import { common } from './common'

/** The Arabic interface: every key of the English one (the typecheck holds them together). */
export const ar = { common } satisfies Catalogue
