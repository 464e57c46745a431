/**
 * Who has been asking this worker for renders lately: each client's count over the last 10 to 20 seconds (this
 * window and the one before), and whether a client is among the heaviest. Under pressure, only the heaviest
 * clients meet the render budget (render-budget.ts): the one address sending a flood, not the visitors beside it.
 *
 * Memory is bounded: a window counts at most `maxClients` addresses; past that, new ones share one count (a flood
 * from that many addresses is what the admission's backlog is for, not a per-client limit).
 */
export type RenderSpenders = {
  /** Counts one render asked for by `clientKey` (started or refused). */
  spend(clientKey: string): void
  /**
   * Whether `clientKey` spends at least half as much as the heaviest client, and more than a visitor does in a
   * window (`minimum`).
   */
  isHeaviest(clientKey: string): boolean
}

const WINDOW_MS = 10_000
const MAX_CLIENTS = 20_000
// A visitor who opens a page a second for half a minute: nobody below this is singled out.
const MINIMUM = 10
const OVERFLOW = '\u0000overflow'

export function createRenderSpenders({
  windowMs = WINDOW_MS,
  maxClients = MAX_CLIENTS,
  minimum = MINIMUM,
  now = Date.now,
} = {}): RenderSpenders {
  let windowStart = now()
  let current = new Map<string, number>()
  let previous = new Map<string, number>()
  // The largest count of any client over both windows, kept as counts grow and recomputed when a window ends.
  let heaviest = 0

  const total = (key: string) => (current.get(key) ?? 0) + (previous.get(key) ?? 0)
  function turn() {
    const elapsed = now() - windowStart
    if (elapsed < windowMs) return
    // Two windows or more with nothing counted: both are empty.
    previous = elapsed < 2 * windowMs ? current : new Map()
    current = new Map()
    windowStart = now()
    heaviest = 0
    for (const count of previous.values()) heaviest = Math.max(heaviest, count)
  }

  return {
    spend(clientKey) {
      turn()
      const key = current.has(clientKey) || current.size < maxClients ? clientKey : OVERFLOW
      current.set(key, (current.get(key) ?? 0) + 1)
      heaviest = Math.max(heaviest, total(key))
    },
    isHeaviest(clientKey) {
      turn()
      const key = current.has(clientKey) || previous.has(clientKey) || current.size < maxClients ? clientKey : OVERFLOW
      const spent = total(key)
      return spent >= minimum && spent * 2 >= heaviest
    },
  }
}
