import { ContentUnavailable } from './content-unavailable.server'

/**
 * One content read under one deadline, with at most one retry. The retry shares the deadline rather than
 * getting its own, so a visitor never waits more than `timeoutMs`; and it is only spent on a failure that came
 * back quickly (a refused connection, a 5xx), because a back end that let the first attempt run out the clock
 * will most likely do it again.
 */
export type DeadlinePolicy = {
  /** The whole read, the retry included, is given up after this long. */
  timeoutMs: number
  /** Pause before the retry, so a momentary refusal has a chance to clear. */
  retryDelayMs: number
}

/** What one failed attempt means: worth one more try, an outage not worth retrying, or a bug to surface as is. */
export type FailureKind = 'retryable' | 'unavailable' | 'fault'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function within<T>(attempt: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController()
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ContentUnavailable('timeout', `The content back end did not answer within ${ms} ms`))
      // Frees the socket; the attempt's own rejection that follows is ignored.
      controller.abort()
    }, ms)
    Promise.resolve()
      .then(() => attempt(controller.signal))
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

export async function readWithDeadline<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  classify: (error: unknown) => FailureKind,
  { timeoutMs, retryDelayMs }: DeadlinePolicy,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  const settle = (error: unknown): never => {
    if (error instanceof ContentUnavailable || classify(error) === 'fault') throw error
    throw new ContentUnavailable('backend-error', 'The content back end failed', { cause: error })
  }
  try {
    return await within(attempt, timeoutMs)
  } catch (error) {
    const left = deadline - Date.now() - retryDelayMs
    // "Quick" means the failure left at least half the budget: enough for a retry to be worth the wait.
    const quick = left >= timeoutMs / 2
    if (error instanceof ContentUnavailable || !quick || classify(error) !== 'retryable') return settle(error)
    await sleep(retryDelayMs)
    try {
      return await within(attempt, left)
    } catch (second) {
      return settle(second)
    }
  }
}
