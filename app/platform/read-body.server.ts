/**
 * Reads a request body under a byte cap that holds whatever the headers claim: a chunked body carries no
 * Content-Length, and a declared one can be smaller than what is actually sent, so only counting the bytes as
 * they arrive is a limit.
 */
export class BodyTooLarge extends Error {
  readonly status = 413 as const

  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes.`)
    this.name = 'BodyTooLarge'
  }
}

/** The declared length, when there is a usable one; a missing or garbled header is decided by counting instead. */
function declaredLength(request: Request): number | null {
  const header = request.headers.get('Content-Length')?.trim()
  if (!header || !/^\d+$/.test(header)) return null
  return Number(header)
}

/**
 * The body's chunks as they arrive, stopping with BodyTooLarge once more than `maxBytes` have come (or at once
 * when the declared length says so). The one byte cap every reader of a body here goes through.
 */
export async function* bodyChunks(request: Request, maxBytes: number): AsyncGenerator<Uint8Array> {
  const declared = declaredLength(request)
  if (declared !== null && declared > maxBytes) throw new BodyTooLarge(maxBytes)
  if (!request.body) return
  const reader = request.body.getReader()
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      size += value.byteLength
      if (size > maxBytes) throw new BodyTooLarge(maxBytes)
      yield value
    }
  } finally {
    // Release rather than cancel: cancelling tore the connection down before the 413 went out. Node closes the
    // connection after answering, so the rest is never read.
    reader.releaseLock()
  }
}

export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  for await (const chunk of bodyChunks(request, maxBytes)) chunks.push(chunk)
  return Buffer.concat(chunks)
}
