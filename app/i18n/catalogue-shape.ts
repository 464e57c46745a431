import type { en } from './catalogues/en'

/**
 * The shape every interface catalogue has: the English one's, with its texts widened to `string` (a module of its
 * own, so that a catalogue can name its shape without importing the module that loads catalogues).
 */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> }

export type Catalogue = Widen<typeof en>
