import type { IncomingMessage } from 'node:http'
import ipaddr from 'ipaddr.js'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { clientKey as siteClientKey } from '#shared/client-key'

/**
 * Who may start a new resize, and when to say no at once instead of making a visitor wait (decision 033). Only
 * a cache miss that nobody is already making asks: hits and joins cost nothing. Three bounds, checked in this
 * order: the whole backlog (queued and running resizes: past it every new variant waits too long, so 503), the
 * resizes one client holds at once (so one client's burst cannot fill the backlog ahead of everyone else, 429),
 * and the new variants one client may ask for in a while (429). A refused request is answered with the nearest
 * size already made, when there is one (content-api/image-substitute.ts), else with the refusal. A local tool
 * (the Studio in the editor's browser, a script: nothing off this machine) is not bounded, only queued behind
 * others' first resizes.
 */

export type AdmissionOptions = {
  /** Resizes queued or running at once, over all clients. */
  capacity: number
  /** Resizes one client may hold (queued or running) at once. */
  perClient: number
  /** New variants one client may ask for per `windowSeconds`. */
  newVariants: number
  windowSeconds: number
}

/** A refusal to start a resize now: 503 when the server is full, 429 when this client has had its share. */
export class ImageRefusal extends Error {
  constructor(
    readonly status: 429 | 503,
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message)
  }
}

/** An admitted resize: its place in the queue, and what to call once it is done or dropped. */
export type Admission = {
  /** Higher runs first: a client's first resize goes before another's fifth. */
  priority: number
  /** The resize finished or was dropped: its place is free again. */
  done(): void
  /** The resize was not needed after all (someone else started it meanwhile): the place and the allowance back. */
  unused(): void
}

export function createImageAdmission({ capacity, perClient, newVariants, windowSeconds }: AdmissionOptions) {
  const limiter = new RateLimiterMemory({ keyPrefix: 'image-variants', points: newVariants, duration: windowSeconds })
  const held = new Map<string, number>()
  let total = 0
  // Resizes held by local tools, for their priority only.
  let local = 0

  const release = (client: string) => {
    total--
    const left = (held.get(client) ?? 1) - 1
    if (left > 0) held.set(client, left)
    else held.delete(client)
  }

  return {
    /**
     * Takes a place for `client`'s new resize or refuses with an `ImageRefusal`. The place is taken before the
     * allowance is counted, so a burst that arrives in one tick cannot all pass the checks before any is counted.
     */
    async admit(client: string | null): Promise<Admission> {
      if (client === null) return localTool()
      if (total >= capacity)
        throw new ImageRefusal(503, 2, 'The image server is busy making other images; try again in a moment.')
      const mine = held.get(client) ?? 0
      if (mine >= perClient) throw new ImageRefusal(429, 1, 'Too many new image sizes at once; try again in a moment.')
      total++
      held.set(client, mine + 1)
      try {
        await limiter.consume(client)
      } catch (error) {
        release(client)
        if (!(error instanceof RateLimiterRes)) throw error
        throw new ImageRefusal(
          429,
          Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
          'Too many new image sizes; try again later.',
        )
      }
      let settled = false
      const settle = (refund: boolean) => {
        if (settled) return
        settled = true
        release(client)
        if (refund) void limiter.reward(client, 1)
      }
      return { priority: 0 - mine, done: () => settle(false), unused: () => settle(true) }
    },
    /** Resizes held now by visitors, and by how many of them (for tests and logs). */
    load: () => ({ total, clients: held.size }),
  }

  // An editor opening a list of new uploads asks for dozens of thumbnails at once: they wait their turn rather
  // than be refused, each after the first behind any visitor's first.
  function localTool(): Admission {
    const mine = local++
    let settled = false
    const settle = () => {
      if (settled) return
      settled = true
      local--
    }
    return { priority: 0 - mine, done: settle, unused: settle }
  }
}

export type ImageAdmission = ReturnType<typeof createImageAdmission>

/**
 * The client a request counts against, or `null` for a local tool. The API listens on loopback only, so every
 * peer is this machine: the site's proxy, which names its visitor in X-Forwarded-For (the last entry, the one it
 * wrote), or a local tool such as the Studio in the editor's browser, which names nobody. An IPv6 client counts
 * by its /64 (one household holds a whole /64), as the site's own limits do (shared/client-key.ts).
 */
export function imageClient(req: IncomingMessage): string | null {
  const peer = req.socket.remoteAddress ?? ''
  const forwarded =
    String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .at(-1)
      ?.trim() ?? ''
  if (!isLoopback(peer)) return clientKey(peer)
  return forwarded ? clientKey(forwarded) : null
}

/** The site's own key for a client address (an IPv6 client by its /64). */
const clientKey = (address: string) => siteClientKey({ clientAddress: address })

function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback'
}
