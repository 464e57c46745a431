import { describe, expect, it, vi } from 'vitest'
import { createSwrCache } from './swr-cache.server'

function clock(start = 0) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('the stale-while-revalidate content cache', () => {
  it('loads once, then answers from memory while fresh', async () => {
    const time = clock()
    const cache = createSwrCache({ ttlMs: 1000, now: time.now })
    const load = vi.fn().mockResolvedValue('v1')
    expect(await cache.get('k', load)).toEqual({ value: 'v1', status: 'miss' })
    time.advance(999)
    expect(await cache.get('k', load)).toEqual({ value: 'v1', status: 'hit' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('serves the stale value at once and refreshes it in the background', async () => {
    const time = clock()
    const cache = createSwrCache({ ttlMs: 1000, now: time.now })
    await cache.get('k', async () => 'v1')
    time.advance(1500)
    const load = vi.fn().mockResolvedValue('v2')
    expect(await cache.get('k', load)).toEqual({ value: 'v1', status: 'stale' })
    await cache.settled()
    expect(await cache.get('k', load)).toEqual({ value: 'v2', status: 'hit' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps serving the last good value when the back end fails', async () => {
    const time = clock()
    const onRefreshError = vi.fn()
    const cache = createSwrCache({ ttlMs: 1000, now: time.now, onRefreshError })
    await cache.get('k', async () => 'good')
    time.advance(5000)
    const failing = vi.fn().mockRejectedValue(new Error('Content Lake unreachable'))
    expect((await cache.get('k', failing)).value).toBe('good')
    await cache.settled()
    expect(onRefreshError).toHaveBeenCalledOnce()
    expect((await cache.get('k', failing)).value).toBe('good')
    // After a failed refresh it waits a full TTL before trying again, instead of hammering the back end.
    expect(failing).toHaveBeenCalledTimes(1)
  })

  it('shares one load between concurrent first requests', async () => {
    const cache = createSwrCache({ ttlMs: 1000 })
    const load = vi.fn(() => new Promise((resolve) => setTimeout(() => resolve('v'), 5)))
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)])
    expect(a.value).toBe('v')
    expect(b.value).toBe('v')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('propagates a failure when there is nothing to fall back on, and tries again next time', async () => {
    const cache = createSwrCache({ ttlMs: 1000 })
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect((await cache.get('k', async () => 'up')).value).toBe('up')
  })

  it('drops the least recently used entry beyond its bound', async () => {
    const cache = createSwrCache({ ttlMs: 1000, maxEntries: 2 })
    await cache.get('a', async () => 1)
    await cache.get('b', async () => 2)
    await cache.get('a', async () => 0) // touch a
    await cache.get('c', async () => 3)
    expect(cache.size).toBe(2)
    const reload = vi.fn().mockResolvedValue(22)
    expect((await cache.get('a', reload)).value).toBe(1)
    expect((await cache.get('c', reload)).value).toBe(3)
    expect((await cache.get('b', reload)).status).toBe('miss')
  })

  it('evicts matching keys on demand', async () => {
    const cache = createSwrCache({ ttlMs: 60_000 })
    await cache.get('["q1",{}]', async () => 'one')
    await cache.get('["q2",{}]', async () => 'two')
    expect(cache.evict((key) => key.includes('q1'))).toBe(1)
    expect((await cache.get('["q1",{}]', async () => 'fresh')).value).toBe('fresh')
    expect((await cache.get('["q2",{}]', async () => 'x')).value).toBe('two')
  })

  it('does not keep a value that was loading while an eviction happened (it may predate the publish)', async () => {
    const cache = createSwrCache({ ttlMs: 60_000 })
    let finish!: (value: string) => void
    const inFlight = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)))
    cache.evict(() => true)
    finish('before the publish')
    expect((await inFlight).value).toBe('before the publish')
    expect((await cache.get('k', async () => 'after the publish')).value).toBe('after the publish')
  })

  it('evicts by the value an entry holds as well as by its key', async () => {
    const cache = createSwrCache({ ttlMs: 60_000 })
    await cache.get('a', async () => ({ _id: 'team-1' }))
    await cache.get('b', async () => ({ _id: 'team-2' }))
    expect(cache.evict((_key, value) => JSON.stringify(value).includes('"team-2"'))).toBe(1)
    expect((await cache.get('a', async () => 'reloaded')).value).toEqual({ _id: 'team-1' })
    expect((await cache.get('b', async () => 'reloaded')).value).toBe('reloaded')
  })
})

describe('remembering a failed load for a few seconds', () => {
  const outage = () => new Error('Content Lake unreachable')

  it('makes further misses of that key fail at once with the same error, without asking the back end', async () => {
    const time = clock()
    const cache = createSwrCache({ ttlMs: 1000, now: time.now, failureMemoMs: 5000 })
    const error = outage()
    const failing = vi.fn().mockRejectedValue(error)
    await expect(cache.get('k', failing)).rejects.toBe(error)
    time.advance(4999)
    const load = vi.fn().mockResolvedValue('up')
    await expect(cache.get('k', load)).rejects.toBe(error)
    expect(load).not.toHaveBeenCalled()
  })

  it('remembers per key: another page still loads', async () => {
    const cache = createSwrCache({ ttlMs: 1000, now: clock().now, failureMemoMs: 5000 })
    await expect(cache.get('a', () => Promise.reject(outage()))).rejects.toThrow()
    expect(await cache.get('b', async () => 'b')).toEqual({ value: 'b', status: 'miss' })
  })

  it('forgets the failure once its time is up, and asks the back end again', async () => {
    const time = clock()
    const cache = createSwrCache({ ttlMs: 1000, now: time.now, failureMemoMs: 5000 })
    await expect(cache.get('k', () => Promise.reject(outage()))).rejects.toThrow()
    time.advance(5000)
    expect(await cache.get('k', async () => 'up')).toEqual({ value: 'up', status: 'miss' })
  })

  it('remembers a failure shared by concurrent first requests once, from the one load', async () => {
    const time = clock()
    const cache = createSwrCache({ ttlMs: 1000, now: time.now, failureMemoMs: 5000 })
    const load = vi.fn(() => new Promise((_, reject) => setTimeout(() => reject(outage()), 5)))
    const results = await Promise.allSettled([cache.get('k', load), cache.get('k', load)])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    await expect(cache.get('k', load)).rejects.toThrow('unreachable')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('still serves the last good value of a stale entry whose refresh fails', async () => {
    const time = clock()
    const cache = createSwrCache({ ttlMs: 1000, now: time.now, failureMemoMs: 5000, onRefreshError: () => {} })
    await cache.get('k', async () => 'good')
    time.advance(1500)
    expect(await cache.get('k', () => Promise.reject(outage()))).toEqual({ value: 'good', status: 'stale' })
    await cache.settled()
    expect(await cache.get('k', () => Promise.reject(outage()))).toEqual({ value: 'good', status: 'hit' })
  })

  it('forgets every remembered failure on a publish (eviction), which may have fixed what failed', async () => {
    const cache = createSwrCache({ ttlMs: 1000, now: clock().now, failureMemoMs: 5000 })
    await expect(cache.get('k', () => Promise.reject(outage()))).rejects.toThrow()
    cache.evict(() => false)
    expect((await cache.get('k', async () => 'published')).value).toBe('published')
  })

  it('remembers only the failures it is told are worth it', async () => {
    const cache = createSwrCache({
      ttlMs: 1000,
      now: clock().now,
      failureMemoMs: 5000,
      remembers: (error) => (error as Error).message !== 'refused at once',
    })
    await expect(cache.get('k', () => Promise.reject(new Error('refused at once')))).rejects.toThrow()
    expect((await cache.get('k', async () => 'up')).value).toBe('up')
  })
})

describe('loads an eviction overtook', () => {
  it('start afresh for a reader after the eviction, while the readers before it get what they waited for', async () => {
    const cache = createSwrCache({ ttlMs: 60_000 })
    let finish!: (value: string) => void
    const before = [
      cache.get('k', () => new Promise<string>((resolve) => (finish = resolve))),
      cache.get('k', async () => 'unused'),
    ]
    cache.evict(() => false)
    const after = cache.get('k', async () => 'after the publish')
    finish('before the publish')
    expect((await Promise.all(before)).map((result) => result.value)).toEqual([
      'before the publish',
      'before the publish',
    ])
    expect(await after).toEqual({ value: 'after the publish', status: 'miss' })
    expect(await cache.get('k', async () => 'unused')).toEqual({ value: 'after the publish', status: 'hit' })
  })

  it('leave an unaffected stale entry for the next read to refresh, not a read from before the publish', async () => {
    const time = clock()
    const cache = createSwrCache({ ttlMs: 1000, now: time.now })
    await cache.get('k', async () => 'v1')
    time.advance(1500)
    let finish!: (value: string) => void
    expect(await cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)))).toEqual({
      value: 'v1',
      status: 'stale',
    })
    expect(cache.evict(() => false)).toBe(0)
    finish('read before the publish')
    await cache.settled()
    expect(await cache.get('k', async () => 'v2')).toEqual({ value: 'v1', status: 'stale' })
    await cache.settled()
    expect(await cache.get('k', async () => 'unused')).toEqual({ value: 'v2', status: 'hit' })
  })

  it('do not store a refresh of an entry the eviction dropped', async () => {
    const time = clock()
    const cache = createSwrCache({ ttlMs: 1000, now: time.now })
    await cache.get('k', async () => 'v1')
    time.advance(1500)
    let finish!: (value: string) => void
    await cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)))
    expect(cache.evict((key) => key === 'k')).toBe(1)
    finish('read before the publish')
    await cache.settled()
    expect(await cache.get('k', async () => 'published')).toEqual({ value: 'published', status: 'miss' })
  })
})

describe('what it holds', () => {
  it('keeps a query’s empty answer (null) like any other', async () => {
    const cache = createSwrCache({ ttlMs: 1000, now: clock().now })
    expect(await cache.get('k', async () => null)).toEqual({ value: null, status: 'miss' })
    expect(await cache.get('k', async () => 'unused')).toEqual({ value: null, status: 'hit' })
  })
})
