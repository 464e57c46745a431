import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { SwrCache } from './swr-cache.server'

/**
 * Sanity calls the site's webhook when a document is published, changed or deleted. After checking the
 * signature, the cache entries that could show that document are evicted, so the next visitor gets the new
 * content instead of waiting out the cache's freshness window.
 */

const MAX_BODY_BYTES = 1_000_000

/** Which documents changed. The webhook's projection may send the whole document or just `{_id, _type}`. */
export type PublishNotice = { ids: string[]; types: string[] }

export function parsePublishNotice(body: unknown): PublishNotice | null {
  if (!body || typeof body !== 'object') return null
  const record = body as Record<string, unknown>
  const strings = (value: unknown) =>
    (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item !== '')
  // A draft's id names the same document as its published version.
  const ids = [...new Set([...strings(record._id), ...strings(record.ids)].map((id) => id.replace(/^drafts\./, '')))]
  const types = [...new Set([...strings(record._type), ...strings(record.types)])]
  return ids.length || types.length ? { ids, types } : null
}

/**
 * A cache entry (key = JSON of [query, params]) is affected when its query selects documents of a changed type
 * (a new or deleted item changes every list of its kind), or when its result holds a changed document (a
 * story card reached through a reference, say).
 */
export function isAffected(notice: PublishNotice, key: string, value: unknown): boolean {
  const query = (JSON.parse(key) as [string, unknown])[0]
  if (notice.types.some((type) => query.includes(`_type == "${type}"`))) return true
  if (!notice.ids.length) return false
  const result = JSON.stringify(value) ?? ''
  return notice.ids.some((id) => result.includes(`"_id":${JSON.stringify(id)}`) || result.includes(`"_ref":${JSON.stringify(id)}`))
}

type WebhookOutcome = { status: number; body: Record<string, unknown> }

export async function handlePublishWebhook(request: Request, secret: string | undefined, cache: SwrCache): Promise<WebhookOutcome> {
  if (!secret) return { status: 404, body: { error: 'The publish webhook is not set up on this site (SANITY_WEBHOOK_SECRET).' } }
  if (request.method !== 'POST') return { status: 405, body: { error: 'Send the webhook as a POST.' } }
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) return { status: 413, body: { error: 'Payload too large.' } }

  const payload = await request.text()
  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  const valid = signature ? await isValidSignature(payload, signature, secret).catch(() => false) : false
  if (!valid) return { status: 401, body: { error: 'Invalid or missing webhook signature.' } }

  let notice: PublishNotice | null = null
  try {
    notice = parsePublishNotice(JSON.parse(payload))
  } catch {
    notice = null
  }
  if (!notice) return { status: 400, body: { error: 'The payload names no document (expected at least _id or _type).' } }
  const evicted = cache.evict((key, value) => isAffected(notice, key, value))
  return { status: 200, body: { evicted, ...notice } }
}
