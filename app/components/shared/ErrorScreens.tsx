import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CONTENT_UNAVAILABLE_MESSAGE } from '~/content/unavailable'
import { Link, useLang, useT, useTextLang } from '~/i18n/react'
import { notFoundMessage } from '~/logic/page-meta'
import type { NotFoundDetail } from '~/platform/http.server'

export type StatusHandler = (error: { status: number; data: unknown }) => ReactNode

/**
 * One error screen for the whole site. Routes pass handlers for the statuses they mean (404 on a slug route
 * shows that screen's own "not found" text); a 503 means the content could not be read and asks the visitor to
 * come back shortly; anything else is the spec's "Unexpected Application Error!".
 */
export function ErrorScreen({ statusHandlers = {} }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError()
  const t = useT()
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status]
    if (handler) return <>{handler(error)}</>
    if (error.status === 404) return <NotFoundPage detail={notFoundDetail(error.data)} />
    if (error.status === 503) return <UnavailablePage message={messageOf(error.data)} />
  }
  return <UnexpectedError detail={describeError(error) ?? t.errors.unknownError} />
}

function describeError(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  // Production builds replace server error messages with a generic one, so no stack or internals leak.
  if (error instanceof Error) return error.message
  return null
}

export function UnexpectedError({ detail }: { detail: string }) {
  const t = useT()
  return (
    <main id="main" className="container error-page" data-written-at-once="ErrorScreen">
      <h1>{t.errors.unexpectedTitle}</h1>
      {/* The error's own words, from the code or the server: English whatever the page's language. */}
      <p className="error-page__detail" {...useTextLang()(detail)}>
        {detail}
      </p>
      <p>
        <Link to="/">{t.errors.backHome}</Link>
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
 * The server's standard message is English; the page's catalogue says it in the page's language.
 */
export function UnavailablePage({ message }: { message: string | null }) {
  const t = useT()
  const shown = message === null || message === CONTENT_UNAVAILABLE_MESSAGE ? t.errors.unavailableMessage : message
  return (
    <main id="main" className="container error-page" data-written-at-once="ErrorScreen">
      <p className="error-page__code">503</p>
      <h1>{t.errors.unavailableTitle}</h1>
      <p {...useTextLang()(shown)}>{shown}</p>
      <p>
        <Link to="/" className="button">
          {t.errors.backHome}
        </Link>
      </p>
    </main>
  )
}

export function NotFoundPage({ detail }: { detail: NotFoundDetail | null }) {
  const t = useT()
  const lang = useLang()
  const textLang = useTextLang()
  const link = detail?.link ?? { href: '/', label: t.errors.backHome }
  // A loader's notFound() without a reason of its own sends none: the general one is said in the page's language.
  const message = detail?.message || notFoundMessage(lang)
  return (
    <main id="main" className="container error-page" data-written-at-once="ErrorScreen">
      <p className="error-page__code">404</p>
      <h1>{t.errors.notFoundTitle}</h1>
      <p {...textLang(message)}>{message}</p>
      <p>
        <Link to={link.href} className="button" {...textLang(link.label)}>
          {link.label}
        </Link>
      </p>
    </main>
  )
}
