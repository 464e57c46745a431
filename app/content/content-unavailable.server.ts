import { data } from '@remix-run/node'
import { NO_STORE } from '~/platform/plain-text'
import { CONTENT_RETRY_AFTER_SECONDS, CONTENT_UNAVAILABLE_MESSAGE } from './unavailable'

/**
 * Why a read failed for reasons outside the site: the back end did not answer in time, answered with a server
 * error or not at all, or the circuit breaker is refusing calls after too many of those. Anything else a back
 * end throws (a malformed query, a missing token) is a bug and stays an ordinary error, so it never trips the
 * breaker nor hides behind a "try again later" page.
 */
export type UnavailableReason = 'timeout' | 'backend-error' | 'circuit-open'

export class ContentUnavailable extends Error {
  override name = 'ContentUnavailable'
  constructor(
    readonly reason: UnavailableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export const isContentUnavailable = (error: unknown): error is ContentUnavailable => error instanceof ContentUnavailable

/**
 * One log line for a failed read. The cause of a network failure carries the whole HTTP request (query text,
 * headers), which would bury the log during an outage; its message says what matters.
 */
export function failureSummary(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const reason = isContentUnavailable(error) ? ` (${error.reason})` : ''
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.name}${reason}: ${error.message}${cause}`
}

/**
 * The 503 a loader throws instead. `no-store` because an outage page kept by a CDN would outlive the outage;
 * the error boundary shows the message.
 */
export function contentUnavailableResponse() {
  return data(
    { message: CONTENT_UNAVAILABLE_MESSAGE },
    {
      status: 503,
      statusText: 'Service Unavailable',
      headers: { ...NO_STORE, 'Retry-After': String(CONTENT_RETRY_AFTER_SECONDS) },
    },
  )
}
