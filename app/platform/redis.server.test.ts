import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectRedis, redisErrorLog } from './redis.server'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('a Redis connection’s errors', () => {
  it('are logged with what the connection is for, at most once every 30 s', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const log = redisErrorLog('rate limits')
    log(new Error('connect ECONNREFUSED 127.0.0.1:6379'))
    log(new Error('connect ECONNREFUSED 127.0.0.1:6379'))
    vi.advanceTimersByTime(29_999)
    log(new Error('again'))
    expect(logged.mock.calls).toEqual([['Redis (rate limits): connect ECONNREFUSED 127.0.0.1:6379']])
    vi.advanceTimersByTime(1)
    log(new Error('still down'))
    expect(logged.mock.calls.at(-1)).toEqual(['Redis (rate limits): still down'])
  })

  it('go to the log of every connection the factory makes, one log shared by connections that share a purpose', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const log = redisErrorLog('site events')
    // lazyConnect: nothing is dialled; the errors are the connection's own events.
    const publisher = connectRedis('redis://127.0.0.1:9', { lazyConnect: true, connectionName: 'out' }, log)
    const subscriber = connectRedis('redis://127.0.0.1:9', { lazyConnect: true, connectionName: 'in' }, log)
    try {
      expect(publisher.options.connectionName).toBe('out')
      publisher.emit('error', new Error('down'))
      subscriber.emit('error', new Error('down too'))
      expect(logged.mock.calls).toEqual([['Redis (site events): down']])
    } finally {
      publisher.disconnect()
      subscriber.disconnect()
    }
  })
})
