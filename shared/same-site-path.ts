/**
 * The one function that builds a path on this site from anything it did not write itself: a `redirect=` or
 * `next=` parameter, the address a visitor asked for (the language switch's other edition, the host's canonical
 * spelling), a path read back from a form. Whatever it is given, what it returns is a path that a browser, a proxy
 * or a later redirect resolves to this site: it starts with exactly one `/`, never `//` or `/\`, holds no control
 * character, and reads the same after a browser has resolved it. Used by the site, the host and the Studio's
 * sign-in alike (issue 41: `/ar//evil.example` once made the English link `//evil.example`).
 */

/** A stand-in origin: only whether a target keeps it matters, never its name. */
const THIS_SITE = 'http://site.invalid'
/** Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `/\tevil` or `/\evil` can become `//evil`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this pattern refuses
const UNSAFE_CHARACTER = /[\u0000-\u001F\u007F-\u009F\\]/
/** An encoded `/` or `\` is harmless to a browser, but a proxy or a later redirect may decode it into a host. */
const ENCODED_SEPARATOR = /%(2f|5c)/i
/**
 * What needs no parsing: one leading slash, then nothing a browser would resolve or a proxy decode (no dot, no
 * percent-escape), with no doubled slash (checked apart). One character class, no nested repetition: the visitor's
 * own address goes through here, and a nested pattern took a minute over a long path with a `%` in it.
 */
const PLAIN = /^\/[A-Za-z0-9\-_~!$&'()*+,;=:@/]*(?:[?#][\x21-\x7E]*)?$/

/**
 * Only a path on this site. The target is normalised first (dot segments, encoded dots), because a path that
 * looks local can resolve to `//evil.example`, which a browser reads as another host. Anything in doubt gets
 * the fallback.
 */
export function sameSitePath(target: unknown, fallback = '/'): string {
  if (typeof target === 'string' && PLAIN.test(target) && !target.includes('//')) return target
  if (!isPlainPath(target)) return fallback
  const location = normalisedOnThisSite(target)
  return location !== null && browserStaysHere(location) ? location : fallback
}

function isPlainPath(target: unknown): target is string {
  return typeof target === 'string' && target.startsWith('/') && !UNSAFE_CHARACTER.test(target)
}

function normalisedOnThisSite(target: string): string | null {
  const url = parseOnThisSite(target)
  if (!url || !hasOneLeadingSlash(url.pathname) || ENCODED_SEPARATOR.test(url.pathname)) return null
  return pathQueryHash(url)
}

/** A browser resolves the Location header against the page: the answer must land here and read the same. */
function browserStaysHere(location: string): boolean {
  const url = parseOnThisSite(location)
  return url !== null && pathQueryHash(url) === location
}

function pathQueryHash(url: URL) {
  return `${url.pathname}${url.search}${url.hash}`
}

function parseOnThisSite(target: string): URL | null {
  try {
    const url = new URL(target, THIS_SITE)
    return url.origin === THIS_SITE && !url.username && !url.password ? url : null
  } catch {
    return null
  }
}

function hasOneLeadingSlash(path: string) {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\'
}
