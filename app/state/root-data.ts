import { useRouteLoaderData } from '@remix-run/react'
import type { Lang } from '#shared/languages'
import type { PublicEnv } from '#shared/site-settings.server'
import type { SiteSettings } from '~/content/types'
import type { CurrencyRates } from '~/logic/currency'

/**
 * What the root loader hands every page: the site settings, the exchange rates (null when the document is missing or
 * unusable: prices stay in USD), whether this visitor is in preview mode (and then the Studio it is marked for), and
 * the public settings (never a secret). Declared here rather than inferred from root.tsx, so that nothing below the
 * root has to import the root route.
 */
export type RootData = {
  settings: SiteSettings
  currencyRates: CurrencyRates | null
  preview: boolean
  /** The page's edition, resolved once from the request's address (app/i18n/request-language.server.ts). */
  lang: Lang
  studioUrl?: string
  /** The site's public origin (PUBLIC_SITE_URL, else this request's): the base of canonical and hreflang URLs. */
  origin?: string
  ENV: RootEnv
}

/**
 * The public settings every page uses: Sanity's image location and the sign-in config (the contact page gets
 * EmailJS's).
 */
export type RootEnv = Pick<PublicEnv, 'sanity' | 'firebase'>

/** The root loader's data, or undefined when the root loader itself failed (only the root error boundary sees that). */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}

export function useRootData(): RootData {
  const data = useOptionalRootData()
  if (!data) throw new Error('useRootData must be used below the root route, after its loader succeeded')
  return data
}

export const usePublicEnv = () => useRootData().ENV

/** The root data as a route's `meta` function sees it (in `matches`). */
export function rootDataFromMatches(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined
}
