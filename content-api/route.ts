import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * One endpoint of the local Content API. The server matches `method` and `path` (against the URL's pathname,
 * without the query) in the order routes are listed, and hands the first match an `ApiCall`.
 */
export type Route = {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | '*'
  /** Named groups (`(?<dataset>[^/]+)`) become `call.params`. */
  path: RegExp
  handle(call: ApiCall): Promise<void> | void
}

export type ApiCall = {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  params: Record<string, string>
}

/** A refusal with Sanity's error shape: `{ error: { description, type }, statusCode }`; the server sends it. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly type = 'httpError',
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export function sendJson(res: ServerResponse, statusCode: number, body: unknown): void {
  sendJsonText(res, statusCode, JSON.stringify(body))
}

export function sendJsonText(res: ServerResponse, statusCode: number, text: string): void {
  res.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  })
  res.end(text)
}
