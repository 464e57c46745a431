import { RateLimiterMemory } from 'rate-limiter-flexible'
import { consumePoint, type RateDecision } from '../rate-limits.server'

/**
 * How many new renders one client may start in this worker: a page the cache does not hold (an invented query
 * string, an unknown path, a search) costs a render, a cached one costs next to nothing. A visitor starts a few
 * renders a minute (a search, a filter, a page nobody has asked for yet); one address
 * sending a stream of invented URLs is refused at once with 429 and Retry-After, so the renders it would have
 * caused no longer slow the cached pages every other visitor is being sent (issue 25, decision 018).
 *
 * Counted per worker, in its memory: the point is to protect this worker's event loop, a refusal must cost
 * nothing (no round trip to the primary or Redis on the hot path), and the cluster's workers together allow a
 * client at most their number times this. Renders many addresses cause together are bounded by the render
 * admission (render-admission.ts) instead. Joining a render already under way, a stale page rendered again
 * behind its answer, or the first render of a page a publish dropped spends nothing.
 */
// Three a second, counted a second at a time: the counts start afresh at each window's end, and a client that had
// spent a longer window's allowance would then start all of it in one burst. Each render holds the worker's
// event loop for 10–40 ms: the soak's cached-page p99 was 48 ms with one a second, 27–58 ms with six.
export const RENDER_BUDGET = { points: 3, duration: 1 }

/** Spends one render of `clientKey`'s allowance (load-context.ts's clientKey). */
export type RenderBudget = (clientKey: string) => Promise<RateDecision>

export function createRenderBudget(allowance: { points: number; duration: number } = RENDER_BUDGET): RenderBudget {
  const limiter = new RateLimiterMemory({ keyPrefix: 'render', ...allowance })
  return (clientKey) => consumePoint(limiter, clientKey)
}
