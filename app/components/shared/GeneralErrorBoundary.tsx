import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CONTENT_UNAVAILABLE_MESSAGE } from '~/content/unavailable'
import { NOT_FOUND_MESSAGE } from '~/logic/page-meta'
import type { NotFoundDetail } from '~/server/http.server'

type StatusHandler = (error: { status: number; data: unknown }) => ReactNode

/**
 * One error screen for the whole site. Routes pass handlers for the statuses they mean (404 on a slug route
 * shows that screen's own "not found" text); a 503 means the content could not be read and asks the visitor to
 * come back shortly; anything else is the spec's "Unexpected Application Error!".
 */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError()
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status]
    if (handler) return <>{handler(error)}</>
    if (error.status === 404) return <NotFoundPage detail={notFoundDetail(error.data)} />
    if (error.status === 503) return <UnavailablePage message={messageOf(error.data)} />
  }
  return <UnexpectedError detail={describeError(error)} />
}

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  // Production builds replace server error messages with a generic one, so no stack or internals leak.
  if (error instanceof Error) return error.message
  return 'Unknown error'
}

export function UnexpectedError({ detail }: { detail: string }) {
  return (
    <main id="main" className="container error-page">
      <h1>Unexpected Application Error!</h1>
      <p className="error-page__detail">{detail}</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  )
}

/** The message and link a loader's notFound() sent; null for a 404 from elsewhere (an unknown route). */
export function notFoundDetail(data: unknown): NotFoundDetail | null {
  if (!data || typeof data !== 'object' || typeof (data as NotFoundDetail).message !== 'string') return null
  return data as NotFoundDetail
}

/** The visitor-facing message a thrown response carried, if any. */
function messageOf(data: unknown): string | null {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined
  return typeof message === 'string' && message !== '' ? message : null
}

/**
 * The content back end is out of reach (fetchContent's 503). It renders from nothing but this text, because
 * when the root loader is the one that failed there are no site settings to build the header or footer from.
 */
export function UnavailablePage({ message }: { message: string | null }) {
  return (
    <main id="main" className="container error-page">
      <p className="error-page__code">503</p>
      <h1>Temporarily Unavailable</h1>
      <p>{message ?? CONTENT_UNAVAILABLE_MESSAGE}</p>
      <p>
        <Link to="/" className="button">
          Back to the home page
        </Link>
      </p>
    </main>
  )
}

export function NotFoundPage({ detail }: { detail: NotFoundDetail | null }) {
  const link = detail?.link ?? { href: '/', label: 'Back to the home page' }
  return (
    <main id="main" className="container error-page">
      <p className="error-page__code">404</p>
      <h1>Page Not Found</h1>
      <p>{detail?.message ?? NOT_FOUND_MESSAGE}</p>
      <p>
        <Link to={link.href} className="button">
          {link.label}
        </Link>
      </p>
    </main>
  )
}
