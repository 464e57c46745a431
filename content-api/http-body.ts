import type { IncomingMessage } from 'node:http'
import getRawBody from 'raw-body'
import { ApiError } from './route'

/**
 * Reads a request body up to `limit` bytes. raw-body counts the bytes as they arrive: a sender that declares
 * nothing (chunked) or lies about its length is stopped at the limit instead of filling memory first, and one that
 * declares more than the limit is refused before anything is read. Stopped, the request is paused rather than
 * drained; the server closes the connection once the 413 is sent.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  try {
    return await getRawBody(req, { limit, length: req.headers['content-length'] })
  } catch (error) {
    throw asApiError(error as getRawBody.RawBodyError, limit)
  }
}

function asApiError(error: getRawBody.RawBodyError, limit: number): ApiError {
  if (error.type === 'entity.too.large') return tooLarge(limit)
  if (error.type === 'request.aborted')
    return new ApiError(400, 'The request was aborted while its body was being read.')
  return new ApiError(400, `Could not read the request body: ${error.message}`)
}

export function tooLarge(limit: number): ApiError {
  return new ApiError(413, `Request body is larger than the ${limit} bytes this endpoint accepts.`, 'httpError', {
    closeConnection: true,
  })
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
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ApiError(400, 'The request body must be a JSON object.')
  return value as Record<string, unknown>
}
