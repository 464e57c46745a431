import { Suspense } from 'react'
import type { StatusHandler } from './ErrorScreens'
import { lazyInBrowser } from './lazy-in-browser'

type Props = { statusHandlers?: Record<number, StatusHandler> }

/**
 * The server writes an error page's screen at once. The browser fetches the screens' code only when there is an
 * error to show: hydrating an error page, or meeting one on a later page, when React keeps what is on the screen
 * until it has arrived. No page without an error carries it in its first load.
 */
const ErrorScreen = lazyInBrowser<Props>('ErrorScreen', () => import('./ErrorScreens').then((m) => m.ErrorScreen))

export function GeneralErrorBoundary(props: Props) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen {...props} />
    </Suspense>
  )
}
