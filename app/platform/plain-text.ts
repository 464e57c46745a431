/**
 * The one way an answer says "keep me nowhere", and the one way a refusal is written: in plain UTF-8 text, the
 * sentence a person (or a script's log) reads as it is. The app answers with a Fetch `Response` (`plainText`);
 * the host, which answers with Express (server/send-plain-text.ts), writes the same headers (`plainTextHeaders`).
 */

/** No cache keeps it: a refusal, a form's answer, an answer the next request may well not repeat. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const

/** For one browser's eyes only (a preview page, the start or end of a preview session): no cache keeps it. */
export const PRIVATE_NO_STORE = { 'Cache-Control': 'private, no-store' } as const

export const PLAIN_TEXT = 'text/plain; charset=utf-8'

/**
 * A plain-text answer's headers: UTF-8 text, then the caller's own (`NO_STORE`, `Retry-After`, `Allow`…), which win.
 */
export function plainTextHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return { 'Content-Type': PLAIN_TEXT, ...headers }
}

/** `text` as it is (no newline is added), with `status` and plainTextHeaders(headers). */
export function plainText(text: string, status: number, headers?: Record<string, string>): Response {
  return new Response(text, { status, headers: plainTextHeaders(headers) })
}
