import { useEffect } from 'react'
import type { FirebaseWebConfig } from '#shared/site-settings.server'
import { usePublicEnv } from '~/state/root-data'
import { useSiteState } from '~/state/site-state'

/**
 * One listener to the provider's sign-in state for the page's whole life (SET_USER on every change). It starts
 * once the browser is idle, so the Firebase SDK never delays the first paint, and is released on teardown.
 */
export function AuthListener() {
  const firebase = usePublicEnv().firebase
  return firebase ? <Listener config={firebase} /> : null
}

function Listener({ config: { apiKey, authDomain, projectId, appId, emulatorUrl } }: { config: FirebaseWebConfig }) {
  const { dispatch } = useSiteState()
  useEffect(() => {
    const config = { apiKey, authDomain, projectId, appId, emulatorUrl }
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    const start = () => {
      import('~/services/firebase-auth.client')
        .then(({ watchUser }) =>
          watchUser(config, (user) =>
            dispatch({
              type: 'SET_USER',
              user: user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null,
            }),
          ),
        )
        .then((stop) => {
          if (cancelled) stop()
          else unsubscribe = stop
        })
        .catch((error) => console.error('Sign-in is unavailable:', error))
    }
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 1500 })
        : window.setTimeout(start, 200)
    return () => {
      cancelled = true
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
      window.clearTimeout(idle)
      unsubscribe?.()
    }
  }, [dispatch, apiKey, authDomain, projectId, appId, emulatorUrl])
  return null
}
