import { createHmac, timingSafeEqual } from 'node:crypto'
import { editionsChanged } from '~/logic/edition-changes'
import { documentIdsInResult, documentsInQuery, type QueryParams } from '~/logic/query-documents'
import { BodyTooLarge, readBodyBytes } from '~/platform/read-body.server'
import type { SwrCache } from './swr-cache.server'

/**
 * Sanity calls the site's webhook when a document is published, changed or deleted. After checking the
 * signature, it names the documents; the route announces the publish, which evicts the cached query results and
 * pages that could show them (site-events.server.ts, `evictPublished` below), so the next visitor gets the new
 * content instead of waiting out the cache's freshness window.
 *
 * Everything that can be judged from the headers is judged before a byte of the body is read, cheapest first:
 * the endpoint is public, and reading a body is what an unsigned flood costs us (docs/decisions/016).
 */

export const SIGNATURE_HEADER = 'sanity-webhook-signature'
// Generous: a webhook without a projection sends the whole document. The advised `{_id, _type}` is ~50 bytes.
export const MAX_BODY_BYTES = 1_000_000
export const MAX_SIGNATURE_AGE_MS = 5 * 60_000
export const MAX_CLOCK_AHEAD_MS = 60_000

// Sanity writes `t=<milliseconds>,v1=<HMAC-SHA256, base64url without padding>`, so the signature is always 43
// characters. The separator is as loose as @sanity/webhook's own parser, so nothing Sanity sends is refused.
const SIGNATURE_SHAPE = /^t=(\d{1,15})[, ]+v1=([A-Za-z0-9_-]{43})$/

export type SignatureHeader = { stamp: string; timestamp: number; signature: string }

export function parseSignatureHeader(header: string | null): SignatureHeader | null {
  const match = header ? SIGNATURE_SHAPE.exec(header.trim()) : null
  if (!match?.[1] || !match[2]) return null
  return { stamp: match[1], timestamp: Number(match[1]), signature: match[2] }
}

/** What Sanity signs: the timestamp as sent, a dot, then the body's exact bytes. */
export function expectedSignature(secret: string, stamp: string, body: Uint8Array): string {
  return createHmac('sha256', secret).update(`${stamp}.`).update(body).digest('base64url')
}

/** Constant time for equal lengths; @sanity/webhook compares with `!==`, which stops at the first difference. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Which documents changed. The webhook's projection may send the whole document or just `{_id, _type}`. With
 * `"before": before(), "after": after()` in it (docs/content-model.md), a change to Arabic values alone is told
 * apart: `languages` then names the editions it reaches (app/logic/edition-changes.ts); without, every edition.
 */
export type PublishNotice = { ids: string[]; types: string[]; languages?: string[] }

export function parsePublishNotice(body: unknown): PublishNotice | null {
  if (!body || typeof body !== 'object') return null
  const record = body as Record<string, unknown>
  const strings = (value: unknown) =>
    (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item !== '')
  // A draft's id names the same document as its published version.
  const ids = [...new Set([...strings(record._id), ...strings(record.ids)].map((id) => id.replace(/^drafts\./, '')))]
  const types = [...new Set([...strings(record._type), ...strings(record.types)])]
  if (!ids.length && !types.length) return null
  const languages = 'before' in record && 'after' in record ? editionsChanged(record.before, record.after) : null
  return languages ? { ids, types, languages } : { ids, types }
}

/**
 * A cache entry (key = JSON of [query, params]) is affected when its query selects documents of a changed type
 * (a new or deleted item changes every list of its kind) or picks a changed document by its `_id`, or when its
 * result holds a changed document (a story card reached through a reference, say). What a query reads is
 * decided in query-documents.ts, as for the page cache's tags.
 */
/** Evicts from `cache` every query result that could show what `notice` names; returns how many went. */
export function evictPublished(cache: Pick<SwrCache, 'evict'>, notice: PublishNotice): number {
  return cache.evict((key, value) => isAffected(notice, key, value))
}

export function isAffected(notice: PublishNotice, key: string, value: unknown): boolean {
  const [query, params] = JSON.parse(key) as [string, QueryParams | null | undefined]
  // A change to one edition's values reaches only the queries read for that edition (they name `$lang`).
  if (notice.languages && !notice.languages.includes(String(params?.lang))) return false
  const named = documentsInQuery(query, params ?? {})
  if (notice.types.some((type) => named.types.includes(type))) return true
  if (!notice.ids.length) return false
  const read = new Set([...named.ids, ...documentIdsInResult(value)])
  // Ids relayed from elsewhere are taken as they come; a draft's id names its published document.
  return notice.ids.some((id) => read.has(id.replace(/^drafts\./, '')))
}

type WebhookOutcome = { status: number; body: Record<string, unknown>; notice?: PublishNotice }
export type WebhookOptions = { now?: () => number }

const refuse = (status: number, error: string): WebhookOutcome => ({ status, body: { error } })

export async function handlePublishWebhook(
  request: Request,
  secret: string | undefined,
  { now = Date.now }: WebhookOptions = {},
): Promise<WebhookOutcome> {
  if (!secret) return refuse(404, 'The publish webhook is not set up on this site (SANITY_WEBHOOK_SECRET).')
  if (request.method !== 'POST') return refuse(405, 'Send the webhook as a POST.')

  const header = parseSignatureHeader(request.headers.get(SIGNATURE_HEADER))
  if (!header) return refuse(401, 'Invalid or missing webhook signature.')
  // The timestamp is signed too, so a captured notice cannot be re-dated: the window bounds replays.
  const age = now() - header.timestamp
  if (age > MAX_SIGNATURE_AGE_MS) return refuse(401, 'Stale webhook signature: it was made more than 5 minutes ago.')
  if (age < -MAX_CLOCK_AHEAD_MS) return refuse(401, 'Webhook signature timestamp is more than a minute in the future.')

  let body: Uint8Array
  try {
    body = await readBodyBytes(request, MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(413, 'Payload too large.')
    throw error
  }
  if (!sameSignature(expectedSignature(secret, header.stamp, body), header.signature))
    return refuse(401, 'Invalid webhook signature.')

  let notice: PublishNotice | null = null
  try {
    notice = parsePublishNotice(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)))
  } catch {
    notice = null
  }
  if (!notice) return refuse(400, 'The payload names no document (expected at least _id or _type).')
  return { status: 200, body: notice, notice }
}
