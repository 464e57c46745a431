import cluster from 'node:cluster'
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { getServerEnv, type ServerEnv } from '#shared/site-settings.server'
import { NO_STORE, plainText } from './plain-text'
import { sharedRedis } from './redis.server'

/**
 * Per-client limits on what costs us or a visitor something: sending an enquiry, subscribing, sending a review,
 * guessing the preview secret or a proposal's link. One count per site, however many processes answer: in Redis
 * when REDIS_URL is set (every instance shares it; this process's memory stands in while Redis is away), else in the
 * cluster's primary process for its workers, else in this process. Each limit can be tuned with
 * RATE_LIMIT_<NAME>="points/seconds".
 */
const DEFAULTS = {
  // A traveller sends one enquiry, sometimes a few; a script sends hundreds.
  enquiry: { points: 10, duration: 10 * 60 },
  subscribe: { points: 10, duration: 10 * 60 },
  // A traveller writes a review or two; a family sharing one connection, a few more (decision 043).
  review: { points: 10, duration: 10 * 60 },
  // Wrong preview secrets; once spent, even a right one waits (or guessing would go on unhindered).
  previewGuess: { points: 10, duration: 15 * 60 },
  // Proposal links that name no proposal (decision 064): a traveller mistypes one now and then; a guesser, many.
  proposalGuess: { points: 10, duration: 15 * 60 },
} as const

export type RateLimitName = keyof typeof DEFAULTS
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** The setting that tunes each limit (read and parsed by env.server.ts). */
const SETTINGS = {
  enquiry: 'RATE_LIMIT_ENQUIRY',
  subscribe: 'RATE_LIMIT_SUBSCRIBE',
  review: 'RATE_LIMIT_REVIEW',
  previewGuess: 'RATE_LIMIT_PREVIEW_GUESS',
  proposalGuess: 'RATE_LIMIT_PROPOSAL_GUESS',
} as const satisfies Record<RateLimitName, keyof ServerEnv>

function settingFor(name: RateLimitName, env: ServerEnv = getServerEnv()) {
  return env[SETTINGS[name]] ?? DEFAULTS[name]
}

function createLimiter(name: RateLimitName): RateLimiterAbstract {
  const options = { keyPrefix: name, ...settingFor(name) }
  const redis = sharedRedis()
  if (redis)
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
  // The primary holds the counts (server/primary.ts starts its side); a worker asks it over the cluster's IPC.
  if (cluster.isWorker) return new RateLimiterCluster({ ...options, timeoutMs: 3_000 })
  return new RateLimiterMemory(options)
}

const limiters = new Map<RateLimitName, RateLimiterAbstract>()
function limiter(name: RateLimitName) {
  let found = limiters.get(name)
  if (!found) {
    found = createLimiter(name)
    limiters.set(name, found)
  }
  return found
}

const refused = (res: RateLimiterRes): RateDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
})

/** Spends one point of `name` for this client; refused once the client has none left. */
export function spend(name: RateLimitName, key: string): Promise<RateDecision> {
  return consumePoint(limiter(name), key)
}

/** Spends one point of any limiter for `key`: allowed, or refused with when to come back. */
export async function consumePoint(counted: RateLimiterAbstract, key: string): Promise<RateDecision> {
  try {
    await counted.consume(key)
    return { allowed: true }
  } catch (error) {
    if (error instanceof RateLimiterRes) return refused(error)
    throw error
  }
}

/** Whether this client has points left, without spending one (for limits that count only failures). */
export function check(name: RateLimitName, key: string): Promise<RateDecision> {
  return pointsLeft(limiter(name), key)
}

/** Whether `key` has points of any limiter left, without spending one. */
export async function pointsLeft(counted: RateLimiterAbstract, key: string): Promise<RateDecision> {
  const res = await counted.get(key)
  if (res && res.consumedPoints >= counted.points) return refused(res)
  return { allowed: true }
}

/** The answer to a refused client: 429, when to come back, and nothing a cache may keep. */
export function tooManyRequests(decision: Extract<RateDecision, { allowed: false }>, message: string): Response {
  return plainText(message, 429, { ...NO_STORE, 'Retry-After': String(decision.retryAfterSeconds) })
}
