import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContentUnavailable } from './content-unavailable.server'
import { type FailureKind, readWithDeadline } from './read-deadline.server'

const policy = { timeoutMs: 3_000, retryDelayMs: 100 }

/** An error that says which kind it is, as the Sanity back end's classifier would tell them apart. */
class Kinded extends Error {
  constructor(readonly kind: FailureKind) {
    super(kind)
  }
}
const classify = (error: unknown): FailureKind => (error instanceof Kinded ? error.kind : 'fault')

function settleAfter<T>(ms: number, settle: () => T | Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => setTimeout(() => Promise.resolve().then(settle).then(resolve, reject), ms))
}
const never = () => new Promise<never>(() => {})

/** Runs the read on fake time, reporting how it settled and how long it took. */
async function run<T>(attempt: (signal: AbortSignal) => Promise<T>) {
  const start = Date.now()
  const outcome = readWithDeadline(attempt, classify, policy).then(
    (value) => ({ value, error: undefined, ms: Date.now() - start }),
    (error: unknown) => ({ value: undefined, error, ms: Date.now() - start }),
  )
  await vi.runAllTimersAsync()
  return outcome
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a content read under a deadline', () => {
  it('answers with what the back end answered', async () => {
    const attempt = vi.fn(() => settleAfter(50, () => 'content'))
    expect(await run(attempt)).toMatchObject({ value: 'content', ms: 50 })
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('gives up after the timeout, aborts the request, and does not retry a back end that ran out of time', async () => {
    let signal: AbortSignal | undefined
    const attempt = vi.fn((s: AbortSignal) => {
      signal = s
      return never()
    })
    const { error, ms } = await run(attempt)
    expect(error).toBeInstanceOf(ContentUnavailable)
    expect(error).toMatchObject({ reason: 'timeout' })
    expect(ms).toBe(3_000)
    expect(signal?.aborted).toBe(true)
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('retries a quick retryable failure (refused connection, 5xx) once, after a short pause', async () => {
    const attempt = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockImplementationOnce(() => settleAfter(20, () => Promise.reject(new Kinded('retryable'))))
      .mockImplementationOnce(() => settleAfter(30, () => 'content'))
    expect(await run(attempt)).toMatchObject({ value: 'content', ms: 150 })
    expect(attempt).toHaveBeenCalledTimes(2)
  })

  it('retries at most once, then reports the back end as failing', async () => {
    const attempt = vi.fn(() => settleAfter(10, () => Promise.reject(new Kinded('retryable'))))
    const { error } = await run(attempt)
    expect(error).toMatchObject({ name: 'ContentUnavailable', reason: 'backend-error' })
    expect((error as Error).cause).toBeInstanceOf(Kinded)
    expect(attempt).toHaveBeenCalledTimes(2)
  })

  it('does not retry a failure that came slowly: it would not leave the retry enough time', async () => {
    const attempt = vi.fn(() => settleAfter(1_600, () => Promise.reject(new Kinded('retryable'))))
    const { error, ms } = await run(attempt)
    expect(error).toMatchObject({ reason: 'backend-error' })
    expect(ms).toBe(1_600)
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('gives the retry only what is left of the deadline, so a visitor never waits past the timeout', async () => {
    const attempt = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockImplementationOnce(() => settleAfter(400, () => Promise.reject(new Kinded('retryable'))))
      .mockImplementationOnce(never)
    const { error, ms } = await run(attempt)
    expect(error).toMatchObject({ reason: 'timeout' })
    expect(ms).toBe(3_000)
  })

  it('fails a retry that a busy process started after the deadline as a timeout, not as a bug', async () => {
    const attempt = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockImplementationOnce(() => {
        // During the pause before the retry the process is held up for 4 s, well past the deadline.
        setTimeout(() => vi.setSystemTime(Date.now() + 4_000), 50)
        return settleAfter(10, () => Promise.reject(new Kinded('retryable')))
      })
      .mockImplementationOnce(never)
    const { error } = await run(attempt)
    expect(error).toMatchObject({ name: 'ContentUnavailable', reason: 'timeout' })
    expect(attempt).toHaveBeenCalledTimes(2)
  })

  it('does not retry a refusal to serve us now (429), and reports it as the back end being unavailable', async () => {
    const attempt = vi.fn(() => Promise.reject(new Kinded('unavailable')))
    expect((await run(attempt)).error).toMatchObject({ reason: 'backend-error' })
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('passes a bug (a bad query, a missing token) through unchanged and untried again', async () => {
    const bug = new Kinded('fault')
    const attempt = vi.fn(() => Promise.reject(bug))
    expect((await run(attempt)).error).toBe(bug)
    const thrown = new Error('Previewing drafts needs SANITY_READ_TOKEN')
    expect(
      (
        await run(() => {
          throw thrown
        })
      ).error,
    ).toBe(thrown)
    expect(attempt).toHaveBeenCalledTimes(1)
  })
})
