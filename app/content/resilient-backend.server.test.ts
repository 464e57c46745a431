import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ContentBackend } from './backend.server'
import { ContentUnavailable } from './content-unavailable.server'
import { type BreakerState, createResilientBackend, type ResilientBackend } from './resilient-backend.server'

/** A back end whose next answers the test decides: content, an outage, or a bug. */
function scriptedBackend() {
  let answer: () => Promise<unknown> = async () => 'content'
  const calls = vi.fn((): Promise<unknown> => answer())
  const inner: ContentBackend = { name: 'sanity', query: <T>() => calls() as Promise<T> }
  return {
    inner,
    calls,
    healthy: () => (answer = async () => 'content'),
    down: () => (answer = async () => Promise.reject(new ContentUnavailable('timeout', 'no answer'))),
    buggy: () => (answer = async () => Promise.reject(Object.assign(new Error('bad query'), { statusCode: 400 }))),
  }
}

const read = (backend: ContentBackend): Promise<{ value?: unknown; error?: unknown }> =>
  backend.query('*[_type == "siteSettings"][0]', {}, 'published').then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )

let backend: ResilientBackend | undefined
const states: BreakerState[] = []

beforeEach(() => {
  // opossum's timers (its rolling window, its reset) are created with the breaker, so fake time comes first.
  vi.useFakeTimers()
  states.length = 0
})
afterEach(() => {
  backend?.shutdown()
  vi.useRealTimers()
})

function resilient(inner: ContentBackend) {
  backend = createResilientBackend(inner, { onStateChange: (state) => states.push(state) })
  return backend
}

describe('the circuit breaker around the content back end', () => {
  it('passes reads through while the back end is healthy', async () => {
    const lake = scriptedBackend()
    const content = resilient(lake.inner)
    expect(await read(content)).toEqual({ value: 'content' })
    expect(content.state).toBe('closed')
    expect(content.name).toBe('sanity')
  })

  it('does not judge on too few reads: two failures leave it closed', async () => {
    const lake = scriptedBackend()
    const content = resilient(lake.inner)
    lake.down()
    await read(content)
    await read(content)
    expect(content.state).toBe('closed')
  })

  it('opens after repeated failures, then refuses at once without calling the back end', async () => {
    const lake = scriptedBackend()
    const content = resilient(lake.inner)
    lake.down()
    for (let i = 0; i < 3; i += 1) expect((await read(content)).error).toMatchObject({ reason: 'timeout' })
    expect(content.state).toBe('open')
    expect(states).toEqual(['open'])
    const calls = lake.calls.mock.calls.length
    const refused = await read(content)
    expect(refused.error).toBeInstanceOf(ContentUnavailable)
    expect(refused.error).toMatchObject({ reason: 'circuit-open' })
    expect(lake.calls).toHaveBeenCalledTimes(calls)
  })

  it('weighs failures against successes in the window: a mostly healthy back end stays closed', async () => {
    const lake = scriptedBackend()
    const content = resilient(lake.inner)
    for (let i = 0; i < 4; i += 1) await read(content)
    lake.down()
    for (let i = 0; i < 4; i += 1) await read(content)
    // Four failures out of eight is not more than half.
    expect(content.state).toBe('closed')
    await read(content)
    expect(content.state).toBe('open')
  })

  it('ignores bugs: a back end answering "bad query" is up; the error passes, the breaker stays closed', async () => {
    const lake = scriptedBackend()
    const content = resilient(lake.inner)
    lake.buggy()
    for (let i = 0; i < 5; i += 1)
      expect((await read(content)).error).toMatchObject({ message: 'bad query', statusCode: 400 })
    expect(content.state).toBe('closed')
  })

  it('half-opens after 5 s and closes again on one successful read', async () => {
    const lake = scriptedBackend()
    const content = resilient(lake.inner)
    lake.down()
    for (let i = 0; i < 3; i += 1) await read(content)
    await vi.advanceTimersByTimeAsync(4_900)
    expect(content.state).toBe('open')
    await vi.advanceTimersByTimeAsync(100)
    expect(content.state).toBe('half-open')
    lake.healthy()
    expect(await read(content)).toEqual({ value: 'content' })
    expect(content.state).toBe('closed')
    expect(states).toEqual(['open', 'half-open', 'closed'])
    expect(await read(content)).toEqual({ value: 'content' })
  })

  it('lets one trial read through when half-open; if it fails, it opens again for another 5 s', async () => {
    const lake = scriptedBackend()
    const content = resilient(lake.inner)
    lake.down()
    for (let i = 0; i < 3; i += 1) await read(content)
    await vi.advanceTimersByTimeAsync(5_000)
    let finishTrial!: () => void
    lake.calls.mockImplementationOnce(
      () =>
        new Promise<never>((_, reject) => (finishTrial = () => reject(new ContentUnavailable('timeout', 'no answer')))),
    )
    const trial = read(content)
    // While the trial is out, everyone else is still refused at once.
    expect((await read(content)).error).toMatchObject({ reason: 'circuit-open' })
    finishTrial()
    expect((await trial).error).toMatchObject({ reason: 'timeout' })
    expect(content.state).toBe('open')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(content.state).toBe('half-open')
  })
})
