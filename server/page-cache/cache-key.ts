import { PAGE_QUERY_PARAMS } from '~/logic/page-query-params'

/**
 * One cache entry per page: the URL a page is kept (and rendered) under is its canonical form. The parameters
 * pages read come in one fixed order (values of one name keep theirs); any other parameter is dropped, since no
 * page reads it; percent-escapes of unreserved characters are decoded and the rest written upper-case, so
 * `/itinerary/gold%2Dpackage` and `/itinerary/gold-package` are one page (RFC 3986, 6.2.2). Invented query
 * strings then all land on the page they were stuck to instead of making new entries.
 */
const UNRESERVED_ESCAPE = /%(2[DdEe]|3[0-9]|4[1-9A-Fa-f]|5[0-9Aa]|5[Ff]|6[1-9A-Fa-f]|7[0-9Aa]|7[Ee])/g
const ANY_ESCAPE = /%[0-9a-f]{2}/gi

export function canonicalPath(pathname: string): string {
  return pathname
    .replace(ANY_ESCAPE, (sequence) => sequence.toUpperCase())
    .replace(UNRESERVED_ESCAPE, (_sequence, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

export function canonicalSearch(search: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const name of PAGE_QUERY_PARAMS) for (const value of search.getAll(name)) kept.append(name, value)
  const text = kept.toString()
  return text ? `?${text}` : ''
}

/**
 * `origin` + the request target (`originalUrl`), canonicalised. The target has passed the request guard, so it parses.
 */
export function canonicalPageUrl(origin: string, target: string): string {
  const url = new URL(target, 'http://site.invalid')
  return `${origin}${canonicalPath(url.pathname)}${canonicalSearch(url.searchParams)}`
}
