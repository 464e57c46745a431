import { common } from './common'

/** The English interface: the spec's texts exactly. Each area of the site has its own file. */
export const en = { common } as const
