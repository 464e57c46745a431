import { RateLimiterMemory } from 'rate-limiter-flexible'
import { consumePoint, pointsLeft, type RateDecision } from '~/platform/rate-limits.server'
import type { RenderPressure } from './render-pressure'

/**
 * Whether a client may start a new render in this worker (decision 050, which amends 037). Many visitors share one
 * address (a hotel's Wi-Fi, an office, a carrier's NAT), so an address is never refused for its pace alone: while
 * the worker is not under pressure (render-pressure.ts) every render is admitted. Under pressure, every client that
 * asks for new renders has the same small allowance (`RATE_LIMIT_RENDER`, a few a second), and is refused past it
 * with 429 and Retry-After. The allowance is absolute, never a share of what the heaviest client asks for: with a
 * relative one, a decoy address asking for much more lifted the limit from a second address (issue 41). Past the
 * admission's backlog (render-admission.ts) anyone may still be shed with 503, the longest line first.
 *
 * Counted per worker, in its memory: the point is to protect this worker's event loop, and a refusal must cost
 * nothing (no round trip to the primary or Redis on the hot path). Joining a render under way, a stale page
 * rendered again behind its answer and the first render of a page a publish dropped are not asked about here.
 */
// Under pressure, three a second, counted a second at a time: each render holds the worker's event loop for
// 10–40 ms, and the soak's cached-page p99 held at 48 ms with one client at that pace (decision 018).
export const RENDER_BUDGET = { points: 3, duration: 1 }

/** Asks for one render for `clientKey` (load-context.ts's clientKey). */
export type RenderBudget = (clientKey: string) => Promise<RateDecision>

type Options = {
  pressure: Pick<RenderPressure, 'underPressure'>
  allowance?: { points: number; duration: number }
}

export function createRenderBudget({ pressure, allowance = RENDER_BUDGET }: Options): RenderBudget {
  // rate-limiter-flexible keeps at most one counter per client that asked within `duration` seconds.
  const limiter = new RateLimiterMemory({ keyPrefix: 'render', ...allowance })
  return async (clientKey) => {
    if (!pressure.underPressure) return { allowed: true }
    // Only renders started count: a visitor refused once and asking again as told is not held back for longer by
    // asking, and a flood gets its allowance a second and no more however fast it asks.
    const left = await pointsLeft(limiter, clientKey)
    return left.allowed ? consumePoint(limiter, clientKey) : left
  }
}
