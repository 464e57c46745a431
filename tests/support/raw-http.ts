import http from 'node:http'

/**
 * One HTTP request exactly as given (path unnormalised, any method, any headers), for tests that must send
 * what a browser or Playwright's request client would tidy up first. A body can be sent chunked as it is
 * produced; the answer is read (up to `maxBody` bytes) as soon as it comes, even while the body is still going.
 */
export type RawAnswer = {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  bodyBytesSent: number
  /**
   * The server closed the connection under a body it would not read before its answer could be read here: with
   * unread bytes in its socket, the kernel answers with a reset, which can overtake the answer. A refusal too.
   */
  reset?: boolean
}

export type RawRequest = {
  origin: string
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** Sends `chunks` pieces of `chunk` with Transfer-Encoding: chunked, stopping once the server answers. */
  stream?: { chunk: Buffer; chunks: number }
  maxBody?: number
  timeoutMs?: number
}

export function rawRequest({
  origin,
  method = 'GET',
  path,
  headers = {},
  body,
  stream,
  maxBody = 1_000_000,
  timeoutMs = 15_000,
}: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    let bodyBytesSent = 0
    let answered = false
    const request = http.request(
      { host: hostname, port, method, path, headers, agent: false, timeout: timeoutMs },
      (response) => {
        answered = true
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          if (size < maxBody) chunks.push(chunk)
          size += chunk.length
        })
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            bodyBytesSent,
          })
          request.destroy()
        })
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer to ${method} ${path} within ${timeoutMs} ms`)))
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return
      // A server that answers without reading the rest of a body may close the connection while it is still
      // being sent; its answer can still arrive just behind the broken write, so give it a moment.
      if (stream && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) {
        setTimeout(() => answered || resolve({ status: 0, headers: {}, body: '', bodyBytesSent, reset: true }), 1_000)
        return
      }
      reject(error)
    })
    if (stream) {
      let sent = 0
      const pump = () => {
        while (!answered && sent < stream.chunks) {
          sent += 1
          bodyBytesSent += stream.chunk.length
          if (!request.write(stream.chunk)) return void request.once('drain', pump)
        }
        if (!answered) request.end()
      }
      pump()
    } else {
      if (body !== undefined) bodyBytesSent = Buffer.byteLength(body)
      request.end(body)
    }
  })
}
