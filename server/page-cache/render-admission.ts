/**
 * How many renders a worker runs at once, how many may wait for a turn, and in what order they get one. Cached
 * answers never pass through here: past the backlog a render is refused at once (the caller answers 503 with
 * Retry-After), so a flood of uncached requests (unique pages, form posts, preview attempts) cannot queue up work
 * that starves the cache's visitors.
 *
 * The queue is fair between clients (issue 41, decision 050): each client waits in a line of its own and turns go
 * round the clients in order, so a visitor's one render waits behind at most one render of each other client, not
 * behind a flood's whole backlog. When the backlog is full, the client with the longest line gives up its newest
 * render to a client with a shorter one (that render is shed with 503, as it would have been had it come last); a
 * client that already holds the longest line is shed itself. No client's share depends on another's: p-queue, used
 * before, has one line for everyone, where a flood's renders filled the backlog and every visitor was shed.
 */
export type RenderAdmission = {
  /**
   * Runs `render` when `client`'s turn comes; null at once when the backlog is full and `client` already waits
   * longest. The promise rejects with RenderShed if the render is later given up to make room for another client.
   */
  run<T>(render: () => Promise<T>, client?: string): Promise<T> | null
  readonly running: number
  readonly waiting: number
  /** Milliseconds so far in which at least one render was in progress (render-pressure.ts reads it). */
  renderingMs(): number
}

/** A render given up while it waited, to make room for a client with fewer renders waiting. */
export class RenderShed extends Error {
  override name = 'RenderShed'
}

// Two at a time: a render's synchronous part (React's) holds the event loop, and renders that become ready together
// run back to back, so a cached answer arriving then waits for all of them; two keep a render waiting on its
// content from idling the worker.
export const RENDER_LIMITS = { concurrency: 2, backlog: 24 }

type Waiting = { start: () => void; shed: () => void }

export function createRenderAdmission(
  { concurrency, backlog } = RENDER_LIMITS,
  now = () => performance.now(),
): RenderAdmission {
  // Each client's line, in the order their turns come round (a client served moves to the back).
  const lines = new Map<string, Waiting[]>()
  let waiting = 0
  let running = 0
  let renderingTotal = 0
  let busySince: number | null = null

  function startNext() {
    while (running < concurrency && waiting > 0) {
      const [client, line] = lines.entries().next().value as [string, Waiting[]]
      lines.delete(client)
      const turn = line.shift()!
      if (line.length > 0) lines.set(client, line)
      waiting -= 1
      turn.start()
    }
  }

  function launch<T>(render: () => Promise<T>): Promise<T> {
    running += 1
    busySince ??= now()
    const done = () => {
      running -= 1
      if (running === 0 && busySince !== null) {
        renderingTotal += now() - busySince
        busySince = null
      }
      startNext()
    }
    let rendered: Promise<T>
    try {
      rendered = render()
    } catch (error) {
      rendered = Promise.reject(error)
    }
    return rendered.finally(done)
  }

  /** The client with the longest line, when it is longer than `client`'s would be with one more render. */
  function longerLineThan(client: string): Waiting[] | null {
    const mine = (lines.get(client)?.length ?? 0) + 1
    let longest: Waiting[] | null = null
    for (const line of lines.values()) if (line.length > (longest?.length ?? mine)) longest = line
    return longest
  }

  return {
    run(render, client = '') {
      if (running < concurrency && waiting === 0) return launch(render)
      if (waiting >= backlog) {
        const longest = longerLineThan(client)
        if (!longest) return null
        longest.pop()!.shed()
        waiting -= 1
        for (const [owner, line] of lines) if (line.length === 0) lines.delete(owner)
      }
      return new Promise((resolve, reject) => {
        const line = lines.get(client) ?? []
        line.push({ start: () => launch(render).then(resolve, reject), shed: () => reject(new RenderShed()) })
        lines.set(client, line)
        waiting += 1
      })
    },
    renderingMs: () => renderingTotal + (busySince === null ? 0 : now() - busySince),
    get running() {
      return running
    },
    get waiting() {
      return waiting
    },
  }
}

/** Seconds a shed visitor is asked to wait: about what the backlog takes to clear. */
export const SHED_RETRY_AFTER_SECONDS = 2
