import CircuitBreaker from 'opossum'
import type { ContentBackend, Perspective, QueryParams } from './backend.server'
import { ContentUnavailable, isContentUnavailable } from './content-unavailable.server'

/**
 * A circuit breaker in front of a content back end: once most recent reads have failed for want of an answer,
 * further reads fail at once instead of each waiting out its own timeout, which keeps pages that have nothing
 * cached fast to refuse and spares a struggling back end. Pages that are cached are unaffected: the cache keeps
 * serving its last good copy when a refresh is refused.
 *
 * Only outages count (a back end reports them as ContentUnavailable); any other error means the back end did
 * answer, so it neither opens the breaker nor keeps it open.
 */
export type BreakerPolicy = {
  /** Reads in the window before the breaker may judge at all, so one early failure does not open it. */
  volumeThreshold: number
  /** It opens when more than this share of the window's reads failed. */
  errorThresholdPercentage: number
  rollingWindowMs: number
  /** How long it stays open before one trial read is let through (half-open). */
  resetTimeoutMs: number
}

export const CONTENT_BREAKER_POLICY: BreakerPolicy = {
  volumeThreshold: 3,
  errorThresholdPercentage: 50,
  rollingWindowMs: 10_000,
  resetTimeoutMs: 5_000,
}

export type BreakerState = 'closed' | 'open' | 'half-open'

export type ResilientBackend = ContentBackend & {
  readonly state: BreakerState
  /** Stops the breaker's timers (tests; a server keeps its breaker for life). */
  shutdown(): void
}

export function createResilientBackend(
  inner: ContentBackend,
  {
    policy = CONTENT_BREAKER_POLICY,
    onStateChange,
    onFailure,
  }: {
    policy?: BreakerPolicy
    onStateChange?: (state: BreakerState) => void
    /** Each read the back end itself failed (not the ones the open breaker refused). */
    onFailure?: (error: unknown) => void
  } = {},
): ResilientBackend {
  const breaker = new CircuitBreaker(
    (query: string, params: QueryParams, perspective: Perspective) => inner.query<unknown>(query, params, perspective),
    {
      // The back end enforces its own deadline (and aborts the request); a second timer here could only disagree.
      timeout: false,
      volumeThreshold: policy.volumeThreshold,
      errorThresholdPercentage: policy.errorThresholdPercentage,
      rollingCountTimeout: policy.rollingWindowMs,
      resetTimeout: policy.resetTimeoutMs,
      errorFilter: (error: unknown) => !isContentUnavailable(error),
      enableSnapshots: false,
      rollingPercentilesEnabled: false,
    },
  )
  const state = (): BreakerState => (breaker.opened ? 'open' : breaker.halfOpen ? 'half-open' : 'closed')
  const report = () => onStateChange?.(state())
  breaker.on('open', report)
  breaker.on('halfOpen', report)
  breaker.on('close', report)
  breaker.on('failure', (error: unknown) => onFailure?.(error))

  return {
    name: inner.name,
    async query<T>(query: string, params: QueryParams, perspective: Perspective) {
      try {
        return (await breaker.fire(query, params, perspective)) as T
      } catch (error) {
        if ((error as { code?: unknown })?.code === 'EOPENBREAKER') {
          throw new ContentUnavailable(
            'circuit-open',
            'The content back end is failing; reads are paused for a few seconds',
            { cause: error },
          )
        }
        throw error
      }
    },
    get state() {
      return state()
    },
    shutdown: () => breaker.shutdown(),
  }
}
