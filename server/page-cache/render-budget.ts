import { RateLimiterMemory } from 'rate-limiter-flexible'
import { consumePoint, type RateDecision } from '~/server/rate-limits.server'
import type { RenderPressure } from './render-pressure'
import type { RenderSpenders } from './render-spenders'

/**
 * Whether a client may start a new render in this worker (decision 037, which supersedes the fixed per-address
 * rate of decision 018). Many visitors share one address (a hotel's Wi-Fi, an office, a carrier's NAT), so an
 * address is never refused for its pace alone: while the worker is not under pressure (render-pressure.ts) every
 * render is admitted. Under pressure, the clients spending most of the worker's renders (render-spenders.ts) get
 * an allowance (`RATE_LIMIT_RENDER`, a few a second) and are refused past it with 429 and Retry-After; everyone
 * else is still admitted, up to the admission's backlog (render-admission.ts), past which anyone is shed with 503.
 *
 * Counted per worker, in its memory: the point is to protect this worker's event loop, and a refusal must cost
 * nothing (no round trip to the primary or Redis on the hot path). Joining a render under way, a stale page
 * rendered again behind its answer and the first render of a page a publish dropped are not asked about here.
 */
// Under pressure, three a second, counted a second at a time: each render holds the worker's event loop for
// 10–40 ms, and the soak's cached-page p99 held at 48 ms with one client at that pace (decision 018).
export const RENDER_BUDGET = { points: 3, duration: 1 }

/** Asks for one render for `clientKey` (load-context.ts's clientKey), and counts the asking. */
export type RenderBudget = (clientKey: string) => Promise<RateDecision>

type Options = {
  pressure: Pick<RenderPressure, 'underPressure' | 'noteRefusal'>
  spenders: RenderSpenders
  allowance?: { points: number; duration: number }
}

export function createRenderBudget({ pressure, spenders, allowance = RENDER_BUDGET }: Options): RenderBudget {
  const limiter = new RateLimiterMemory({ keyPrefix: 'render', ...allowance })
  return async (clientKey) => {
    // What a client asks for counts, refused or not: a flood held back stays the heaviest, not the visitors beside it.
    spenders.spend(clientKey)
    if (!pressure.underPressure || !spenders.isHeaviest(clientKey)) return { allowed: true }
    const decision = await consumePoint(limiter, clientKey)
    if (!decision.allowed) pressure.noteRefusal()
    return decision
  }
}
