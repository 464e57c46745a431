/**
 * Reads a small URL-encoded form, counting bytes as they arrive: a chunked body sends no Content-Length, so a
 * header check alone is no limit. Anything larger than the cap, or not a URL-encoded form, is refused.
 */
export class FormRejected extends Error {
  constructor(
    readonly status: 413 | 415 | 400,
    message: string,
  ) {
    super(message)
  }
}

export async function readSmallForm(request: Request, maxBytes: number): Promise<URLSearchParams> {
  const type = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') throw new FormRejected(415, 'This form takes URL-encoded fields only.')
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) throw new FormRejected(413, 'The form is too large.')
  if (!request.body) return new URLSearchParams()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      // Stop reading but leave the stream alone: cancelling it here would tear down the connection before the
      // 413 goes out. Node closes the connection once the answer is sent, so the rest is never read.
      reader.releaseLock()
      throw new FormRejected(413, 'The form is too large.')
    }
    chunks.push(value)
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
  return new URLSearchParams(text)
}
