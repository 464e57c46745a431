import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Per-client limits on what costs us or a visitor something: sending an enquiry, subscribing, guessing the
 * preview secret. Counted in this process's memory (each instance counts on its own; a fleet behind one
 * address would share a Redis store instead). Each limit can be tuned with RATE_LIMIT_<NAME>="points/seconds".
 */
const DEFAULTS = {
  // A traveller sends one enquiry, sometimes a few; a script sends hundreds.
  enquiry: { points: 10, duration: 10 * 60 },
  subscribe: { points: 10, duration: 10 * 60 },
  // Wrong preview secrets; once spent, even a right one waits (or guessing would go on unhindered).
  previewGuess: { points: 10, duration: 15 * 60 },
} as const

export type RateLimitName = keyof typeof DEFAULTS
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

function settingFor(name: RateLimitName, env: Record<string, string | undefined> = process.env) {
  const raw = env[`RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`]
  const match = raw?.match(/^(\d+)\/(\d+)$/)
  return match ? { points: Number(match[1]), duration: Number(match[2]) } : DEFAULTS[name]
}

const limiters = new Map<RateLimitName, RateLimiterMemory>()
function limiter(name: RateLimitName) {
  let found = limiters.get(name)
  if (!found) {
    found = new RateLimiterMemory({ keyPrefix: name, ...settingFor(name) })
    limiters.set(name, found)
  }
  return found
}

const refused = (res: RateLimiterRes): RateDecision => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) })

/** Spends one point of `name` for this client; refused once the client has none left. */
export async function spend(name: RateLimitName, key: string): Promise<RateDecision> {
  try {
    await limiter(name).consume(key)
    return { allowed: true }
  } catch (error) {
    if (error instanceof RateLimiterRes) return refused(error)
    throw error
  }
}

/** Whether this client has points left, without spending one (for limits that count only failures). */
export async function check(name: RateLimitName, key: string): Promise<RateDecision> {
  const counted = limiter(name)
  const res = await counted.get(key)
  if (res && res.consumedPoints >= counted.points) return refused(res)
  return { allowed: true }
}

/** The answer to a refused client: 429, when to come back, and nothing a cache may keep. */
export function tooManyRequests(decision: Extract<RateDecision, { allowed: false }>, message: string): Response {
  return new Response(message, {
    status: 429,
    headers: { 'Retry-After': String(decision.retryAfterSeconds), 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

/** Forgets every count (tests). */
export function resetRateLimits() {
  limiters.clear()
}
