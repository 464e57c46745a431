// The day's work (decision 062): run at once, then once a day, on a timer that keeps no process alive; and the
// primary's message to the worker that runs it is told from any other.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DAILY_WORK_MESSAGE, DAY_MS, everyDay, isDailyWorkMessage } from './daily-work'

afterEach(() => {
  vi.useRealTimers()
})

describe('the day’s work', () => {
  it('runs on start, again each day and never after it is stopped', () => {
    vi.useFakeTimers()
    const runs: number[] = []
    const stop = everyDay(() => runs.push(Date.now()))
    expect(runs).toHaveLength(1)
    vi.advanceTimersByTime(DAY_MS - 1)
    expect(runs).toHaveLength(1)
    vi.advanceTimersByTime(1)
    vi.advanceTimersByTime(DAY_MS)
    expect(runs.map((at) => at - runs[0]!)).toEqual([0, DAY_MS, 2 * DAY_MS])
    stop()
    vi.advanceTimersByTime(3 * DAY_MS)
    expect(runs).toHaveLength(3)
  })

  it('keeps no process alive: its timer is unref’d', () => {
    const unref = vi.fn()
    const spy = vi.spyOn(globalThis, 'setInterval').mockReturnValue({ unref } as unknown as NodeJS.Timeout)
    everyDay(() => undefined)
    expect(unref).toHaveBeenCalledTimes(1)
    spy.mockRestore()
  })

  it('is handed to a worker by a message no site event looks like', () => {
    expect(isDailyWorkMessage(DAILY_WORK_MESSAGE)).toBe(true)
    expect(isDailyWorkMessage({ siteEvent: { kind: 'publish' } })).toBe(false)
    expect(isDailyWorkMessage(null)).toBe(false)
    expect(isDailyWorkMessage('private-retention')).toBe(false)
  })
})
