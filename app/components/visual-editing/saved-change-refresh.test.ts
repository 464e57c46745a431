import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSavedChangeRefresh } from './saved-change-refresh'

describe('refreshing the preview after saved changes', () => {
  let runs: number
  let refresh: ReturnType<typeof createSavedChangeRefresh>

  beforeEach(() => {
    vi.useFakeTimers()
    runs = 0
    refresh = createSavedChangeRefresh(() => runs++, 600)
  })
  afterEach(() => {
    refresh.stop()
    vi.useRealTimers()
  })

  it('runs the loaders once the editor has paused, not on every save', () => {
    for (let save = 0; save < 5; save += 1) {
      refresh.saved()
      vi.advanceTimersByTime(300)
    }
    expect(runs).toBe(0)
    vi.advanceTimersByTime(300)
    expect(runs).toBe(1)
  })

  it('never starts a run while one is in flight, and folds the saves made meanwhile into one more run', () => {
    refresh.saved()
    vi.advanceTimersByTime(600)
    expect(runs).toBe(1)
    refresh.saved()
    vi.advanceTimersByTime(600)
    refresh.saved()
    vi.advanceTimersByTime(600)
    expect(runs).toBe(1)
    refresh.settled()
    expect(runs).toBe(2)
    refresh.settled()
    expect(runs).toBe(2)
  })

  it('does nothing when a run settles that it did not start', () => {
    refresh.settled()
    vi.advanceTimersByTime(5_000)
    expect(runs).toBe(0)
  })
})
