import { useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '~/root'

/** The public settings the root loader hands to every page (never a secret). */
export function usePublicEnv() {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  if (!data) throw new Error('usePublicEnv must be used below the root route')
  return data.ENV
}
