import { lazy, Suspense } from 'react'
import { ErrorScreen as ErrorScreenNow, type StatusHandler } from './ErrorScreens'

/**
 * The server writes an error page's screen at once. The browser fetches the screens' code only when there is an
 * error to show: hydrating an error page, or meeting one on a later page, when React keeps what is on the screen
 * until it has arrived. No page without an error carries it in its first load. (Vite drops the static import
 * from the browser's build: `import.meta.env.SSR` is false there.)
 */
const ErrorScreen = import.meta.env.SSR
  ? ErrorScreenNow
  : lazy(() => import('./ErrorScreens').then((screens) => ({ default: screens.ErrorScreen })))

export function GeneralErrorBoundary(props: { statusHandlers?: Record<number, StatusHandler> }) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen {...props} />
    </Suspense>
  )
}
