import { describe, expect, it } from 'vitest'
import { createSavedChangeRefresh } from './saved-change-refresh'

describe('refreshing the preview after saved changes', () => {
  it('runs the loaders at once when none are running', () => {
    let runs = 0
    const refresh = createSavedChangeRefresh(() => runs++)
    refresh.saved()
    expect(runs).toBe(1)
    refresh.settled()
    refresh.saved()
    expect(runs).toBe(2)
  })

  it('never starts a run while one is in flight, and folds the saves made meanwhile into one more run', () => {
    let runs = 0
    const refresh = createSavedChangeRefresh(() => runs++)
    refresh.saved()
    refresh.saved()
    refresh.saved()
    expect(runs).toBe(1)
    refresh.settled()
    expect(runs).toBe(2)
    refresh.settled()
    expect(runs).toBe(2)
  })

  it('does nothing when a run settles that it did not start', () => {
    let runs = 0
    const refresh = createSavedChangeRefresh(() => runs++)
    refresh.settled()
    expect(runs).toBe(0)
  })
})
