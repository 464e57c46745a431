import type { RequestHandler } from 'express'
import { LRUCache } from 'lru-cache'
import { sameSitePath } from '#shared/same-site-path'
import { isCacheCandidate } from './page-cache/cached-pages'
import type { Site, SiteBuild } from './site-build'

/**
 * One address per page (issue 41). Remix matches routes without regard to case and with or without a trailing
 * slash, so `/ItInErArY/gold` and `/about/` rendered pages of their own: each a cache entry that named itself as
 * canonical, and a flood of such spellings pushed the real pages out of the cache. A page asked for by any
 * spelling that differs from its route's only in letter case, a trailing slash or doubled slashes is answered
 * with a 301 to the route's own spelling, before the page cache: it is never rendered or kept under its own key.
 *
 * A route's static segments keep the route's spelling (`/Privacy-Policy`, `/LuxuryHotelDetails`); its dynamic
 * segments are slugs, which are lower case by the slug rule (decision 004), except a `:token`, a private key whose
 * letter case is part of it (a proposal's link, decision 064), kept as written. A path no route but the catch-all
 * matches is only tidied of its slashes: its 404 is never kept, so it cannot push anything out.
 */

/** A route's full path, one entry a segment: a static name, `:param`, or `*` (the catch-all). */
export type RoutePattern = readonly string[]

export function routePatterns(routes: SiteBuild['routes']): RoutePattern[] {
  const fullPath = (id: string | undefined): string[] => {
    const route = id ? routes[id] : undefined
    if (!route) return []
    return [...fullPath(route.parentId), ...(route.path ? route.path.split('/') : [])]
  }
  return Object.keys(routes)
    .map((id) => fullPath(id))
    .filter((segments) => segments.length > 0 && !segments.includes('*'))
}

const DATA_SUFFIX = '.data'
/** The one dynamic segment that is not a slug: a base64url key, upper and lower case alike (decision 064). */
const CASE_KEPT_SEGMENT = ':token'
const ROOT_DATA = `/_root${DATA_SUFFIX}`

/** ASCII letters in lower case, percent-escapes left as they are (the cache key writes those upper case). */
const lowerCaseSlug = (segment: string) =>
  segment.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()))

/**
 * The spelling a path should have, or null when it has it already. `pathname` is as a URL parser leaves it (dot
 * segments resolved, `\` read as `/`), still percent-encoded.
 */
export function canonicalSpelling(pathname: string, patterns: readonly RoutePattern[]): string | null {
  if (pathname === ROOT_DATA) return null
  const isData = pathname.endsWith(DATA_SUFFIX) && pathname.length > DATA_SUFFIX.length + 1
  const page = isData ? pathname.slice(0, -DATA_SUFFIX.length) : pathname
  const tidy = page.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
  const segments = tidy === '/' ? [] : tidy.slice(1).split('/')
  const route = bestMatch(segments, patterns)
  const spellSegment = (segment: string, index: number) => {
    const part = route![index]!
    if (part === CASE_KEPT_SEGMENT) return segment
    return part.startsWith(':') ? lowerCaseSlug(segment) : part
  }
  const spelled = route ? `/${segments.map(spellSegment).join('/')}` : tidy
  const canonical = isData ? (spelled === '/' ? ROOT_DATA : `${spelled}${DATA_SUFFIX}`) : spelled
  return canonical === pathname ? null : canonical
}

/** The route a path's segments match ignoring case, the one with the most static segments (as Remix ranks them). */
function bestMatch(segments: readonly string[], patterns: readonly RoutePattern[]): RoutePattern | null {
  let best: RoutePattern | null = null
  let bestStatic = -1
  for (const pattern of patterns) {
    if (pattern.length !== segments.length) continue
    let statics = 0
    let matches = true
    for (let index = 0; index < pattern.length && matches; index += 1) {
      const part = pattern[index]!
      if (part.startsWith(':')) matches = segments[index] !== ''
      else if (part.toLowerCase() === segments[index]!.toLowerCase()) statics += 1
      else matches = false
    }
    if (matches && statics > bestStatic) {
      best = pattern
      bestStatic = statics
    }
  }
  return best
}

/**
 * Answers a page asked for by another spelling with a 301 to its own. Only what the page cache would answer
 * (GETs and HEADs of pages, not the API, image or file routes) is looked at.
 */
export function canonicalSpellings(site: Pick<Site, 'build'>): RequestHandler {
  // Per build: its routes, and the answer for the paths asked for lately (every cached page passes here, so the
  // pages visitors keep asking for are looked up rather than worked out again).
  const spellingsOf = new WeakMap<SiteBuild, { patterns: RoutePattern[]; known: LRUCache<string, string> }>()
  const spellingFor = (build: SiteBuild, target: string): string | null => {
    let spellings = spellingsOf.get(build)
    if (!spellings) {
      spellings = { patterns: routePatterns(build.routes), known: new LRUCache({ max: KNOWN_PATHS }) }
      spellingsOf.set(build, spellings)
    }
    const asked = target.split('?', 1)[0]!
    let canonical = spellings.known.get(asked)
    if (canonical === undefined) {
      const { pathname } = parsedTarget(asked)
      canonical = canonicalSpelling(pathname, spellings.patterns) ?? (LEADING_SLASHES.test(asked) ? pathname : '')
      spellings.known.set(asked, canonical)
    }
    return canonical || null
  }
  return (req, res, next) => {
    if (!isCacheCandidate(req)) return next()
    site
      .build()
      .then((build) => {
        const canonical = spellingFor(build, req.originalUrl)
        if (canonical === null) return next()
        const { search } = parsedTarget(req.originalUrl)
        res
          .status(301)
          .set({ Location: sameSitePath(`${canonical}${search}`), 'Cache-Control': 'public, max-age=3600' })
          .end()
      })
      .catch(next)
  }
}

/** How many paths' spellings a worker remembers. */
const KNOWN_PATHS = 2_000

/**
 * The request target as a URL parser reads it, but with its leading slashes (and backslashes, which a browser reads
 * as slashes) taken as one: parsed as it is, `//about` would be the host `about`.
 */
function parsedTarget(target: string): URL {
  return new URL(target.replace(/^[/\\]+/, '/'), 'http://site.invalid')
}

/** A target that starts with more than one slash (or backslash): a browser would read the next name as a host. */
const LEADING_SLASHES = /^[/\\]{2,}/
