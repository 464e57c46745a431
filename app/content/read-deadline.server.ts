import pRetry from 'p-retry'
import pTimeout from 'p-timeout'
import { ContentUnavailable } from './content-unavailable.server'

/**
 * One content read under one deadline, with at most one retry. The retry shares the deadline rather than
 * getting its own, so a visitor never waits more than `timeoutMs`; and it is only spent on a failure that came
 * back quickly (a refused connection, a 5xx), because a back end that let the first attempt run out the clock
 * will most likely do it again. p-retry runs the attempts (it writes `attemptNumber` and `retriesLeft` on the error
 * it passes on), p-timeout the time limit of each.
 */
export type DeadlinePolicy = {
  /** The whole read, the retry included, is given up after this long. */
  timeoutMs: number
  /** Pause before the retry, so a momentary refusal has a chance to clear. */
  retryDelayMs: number
}

/** What one failed attempt means: worth one more try, an outage not worth retrying, or a bug to surface as is. */
export type FailureKind = 'retryable' | 'unavailable' | 'fault'

/**
 * One attempt under a time limit: when it passes, the attempt's request is aborted (which frees the socket) and the
 * read fails as a timeout; whatever the aborted attempt does after that is ignored.
 */
function within<T>(attempt: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController()
  return pTimeout(
    Promise.resolve().then(() => attempt(controller.signal)),
    {
      milliseconds: ms,
      fallback: () => {
        controller.abort()
        throw new ContentUnavailable('timeout', `The content back end did not answer within ${ms} ms`)
      },
    },
  )
}

export async function readWithDeadline<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  classify: (error: unknown) => FailureKind,
  { timeoutMs, retryDelayMs }: DeadlinePolicy,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  try {
    // Each attempt gets what is left of the deadline: all of it first, and after the pause whatever remains (at
    // least 1 ms, should a busy process have run the pause past the deadline).
    return await pRetry(() => within(attempt, Math.max(deadline - Date.now(), 1)), {
      retries: 1,
      minTimeout: retryDelayMs,
      factor: 1,
      randomize: false,
      // "Quick" means the failure left at least half the budget after the pause: enough for a retry to be worth it.
      shouldRetry: (error) =>
        !(error instanceof ContentUnavailable) &&
        deadline - Date.now() - retryDelayMs >= timeoutMs / 2 &&
        classify(error) === 'retryable',
    })
  } catch (error) {
    if (error instanceof ContentUnavailable || classify(error) === 'fault') throw error
    throw new ContentUnavailable('backend-error', 'The content back end failed', { cause: error })
  }
}
