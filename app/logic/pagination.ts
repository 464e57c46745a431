import { withSearch } from './links'

/** Paging for listings: pages count from 1 and live in the URL as `?page=N`. */

export const LISTING_PAGE_SIZE = 10

export type PageRequest = { kind: 'page'; page: number } | { kind: 'invalid'; raw: string }

/** `null` or empty → page 1; a whole number ≥ 1 → that page; anything else is invalid (never thrown). */
export function parsePageParam(raw: string | null): PageRequest {
  if (raw === null || raw.trim() === '') return { kind: 'page', page: 1 }
  const trimmed = raw.trim()
  if (!/^\d{1,6}$/.test(trimmed) || Number(trimmed) < 1) return { kind: 'invalid', raw: trimmed.slice(0, 40) }
  return { kind: 'page', page: Number(trimmed) }
}

export function pageCount(total: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** The slice bounds of a page, for a GROQ `[$start...$end]`. */
export function pageBounds(page: number, pageSize = LISTING_PAGE_SIZE): { start: number; end: number } {
  const start = (page - 1) * pageSize
  return { start, end: start + pageSize }
}

/** A page's link: the listing's path, its filters' query (kept on every page) and `page=N` from page 2. */
export function pageHref(basePath: string, search: string, page: number): string {
  return withSearch(basePath, search, page > 1 ? `page=${page}` : '')
}
