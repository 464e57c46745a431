import { UNSAFE_RemixContext as RemixContext } from '@remix-run/react'
import { type ReactNode, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react'
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  UNSAFE_ViewTransitionContext as ViewTransitionContext,
} from 'react-router-dom'
import { WithoutSiteState } from '~/state/site-state'

/**
 * The frame of a part that hydrates after the rest of the page (a `lazyInBrowser` part with a `ready` to wait for,
 * hydrates-later.client.ts). Until the part has hydrated, React keeps the server's copy of it, and any update that
 * reaches it first makes React throw that copy away and draw the part again from nothing (React error 421): the
 * part vanishes and comes back, and the page jumps under the visitor. Every navigation (a hash link included)
 * changes Remix's and the router's contexts and re-renders the route, so until then this frame gives the part
 * those contexts as they were when the page hydrated, and the same children, and keeps site state from it
 * (WithoutSiteState). Once the part has hydrated it passes the live ones on.
 */
export function HydratesLater({ children }: { children: ReactNode }) {
  const live = {
    remix: useContext(RemixContext),
    routerState: useContext(DataRouterStateContext),
    location: useContext(LocationContext),
    route: useContext(RouteContext),
    fetchers: useContext(FetchersContext),
    viewTransition: useContext(ViewTransitionContext),
  }
  const [hydrated, setHydrated] = useState(false)
  const first = useRef({ values: live, children })
  const values = hydrated ? live : first.current.values
  const shown = hydrated ? children : first.current.children
  // The same element while the part waits, so that a re-render of the route is no update to it.
  const part = useMemo(
    () => (
      <WithoutSiteState>
        <Suspense fallback={null}>
          {shown}
          <Hydrated then={setHydrated} />
        </Suspense>
      </WithoutSiteState>
    ),
    [shown],
  )
  return (
    <RemixContext.Provider value={values.remix}>
      <DataRouterStateContext.Provider value={values.routerState}>
        <LocationContext.Provider value={values.location}>
          <RouteContext.Provider value={values.route}>
            <FetchersContext.Provider value={values.fetchers}>
              <ViewTransitionContext.Provider value={values.viewTransition}>{part}</ViewTransitionContext.Provider>
            </FetchersContext.Provider>
          </RouteContext.Provider>
        </LocationContext.Provider>
      </DataRouterStateContext.Provider>
    </RemixContext.Provider>
  )
}

/** Its effect runs when the boundary it sits in has hydrated, that is, when the part has. */
function Hydrated({ then }: { then: (hydrated: true) => void }) {
  useEffect(() => then(true), [then])
  return null
}
