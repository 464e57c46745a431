import PQueue from 'p-queue'

/**
 * How many renders a worker runs at once, and how many may wait for a turn. Cached answers never pass through
 * here: past the backlog a render is refused at once (the caller answers 503 with Retry-After), so a flood of
 * uncached requests (unique pages, preview attempts) cannot queue up work that starves the cache's visitors.
 */
export type RenderAdmission = {
  /** Runs `render` when a turn is free; null at once when the backlog is full. */
  run<T>(render: () => Promise<T>): Promise<T> | null
  readonly running: number
  readonly waiting: number
  /** Milliseconds so far in which at least one render was in progress (render-pressure.ts reads it). */
  renderingMs(): number
}

// Two at a time: a render's synchronous part (React's) holds the event loop, and renders that become ready together
// run back to back, so a cached answer arriving then waits for all of them; two keep a render waiting on its
// content from idling the worker.
export const RENDER_LIMITS = { concurrency: 2, backlog: 24 }

export function createRenderAdmission(
  { concurrency, backlog } = RENDER_LIMITS,
  now = () => performance.now(),
): RenderAdmission {
  const queue = new PQueue({ concurrency })
  let renderingTotal = 0
  let busySince: number | null = null
  queue.on('active', () => {
    busySince ??= now()
  })
  queue.on('next', () => {
    if (queue.pending > 0 || busySince === null) return
    renderingTotal += now() - busySince
    busySince = null
  })
  return {
    run(render) {
      if (queue.size >= backlog) return null
      return queue.add(render)
    },
    renderingMs: () => renderingTotal + (busySince === null ? 0 : now() - busySince),
    get running() {
      return queue.pending
    },
    get waiting() {
      return queue.size
    },
  }
}

/** Seconds a shed visitor is asked to wait: about what the backlog takes to clear. */
export const SHED_RETRY_AFTER_SECONDS = 2
