import { PreviewBanner } from '~/components/layout/PreviewBanner'
import { ErrorScreen } from '~/components/shared/ErrorScreens'
import { provideWrittenAtOnce } from '~/components/shared/lazy-in-browser'
import { TripSearchBar } from '~/components/trip/TripSearchBar'

/**
 * The components only some pages show, or that can wait until the page is interactive: the server writes them at
 * once, the browser fetches their code when needed (lazyInBrowser). Called by entry.server.tsx and the unit tests.
 */
export function provideComponentsWrittenAtOnce(): void {
  provideWrittenAtOnce({ ErrorScreen, PreviewBanner, TripSearchBar })
}
