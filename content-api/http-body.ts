import type { IncomingMessage } from 'node:http'
import { ApiError } from './route'

/**
 * Reads a request body up to `limit` bytes, counting as the bytes arrive: a sender that declares nothing
 * (chunked) or lies about its length is stopped at the limit instead of filling memory first.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit)
  const chunks: Buffer[] = []
  let total = 0
  return new Promise<Buffer>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      total += chunk.length
      if (total > limit) {
        cleanup()
        // Stop pulling from the socket; the server closes the connection once the 413 is sent.
        req.pause()
        reject(tooLarge(limit))
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(Buffer.concat(chunks, total))
    }
    const onError = (error: Error) => {
      cleanup()
      reject(new ApiError(400, `Could not read the request body: ${error.message}`))
    }
    const onAborted = () => {
      cleanup()
      reject(new ApiError(400, 'The request was aborted while its body was being read.'))
    }
    const cleanup = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('aborted', onAborted)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('aborted', onAborted)
  })
}

export function tooLarge(limit: number): ApiError {
  return new ApiError(413, `Request body is larger than the ${limit} bytes this endpoint accepts.`, 'httpError', { closeConnection: true })
}

/** A JSON object body; anything else is the caller's mistake (400), never a server error. */
export async function readJsonObject(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const bytes = await readBody(req, limit)
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.', 'invalidJsonError')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, 'The request body must be a JSON object.')
  return value as Record<string, unknown>
}
