import cluster from 'node:cluster'
import type { RequestHandler } from 'express'
import pino, { type DestinationStream } from 'pino'
import { withoutPrivateTokens } from '#shared/private-documents'

/**
 * One JSON line per request, written once the answer has gone out (pino). It names the path only: query strings
 * can hold a preview secret or a search a visitor would rather keep, and bodies (forms) are never read here.
 * A proposal's token is left out of the path, as it is the key to a traveller's private page. Lines are gathered
 * and written together a moment later (a write to a pipe blocks on Linux), so a busy server pays one system call
 * per batch, not one per request.
 */
const FLUSH_AFTER_MS = 100
const FLUSH_AT_BYTES = 64 * 1024

export type RequestLogEntry = {
  method: string
  path: string
  status: number
  ms: number
  bytes?: number
  cache?: string
  worker?: number
  aborted?: true
}

/** Standard output, batched: a flush at 64 KB, and at the latest 100 ms after a line; everything at exit. */
function batchedStdout(): DestinationStream {
  const destination = pino.destination({
    dest: 1,
    minLength: FLUSH_AT_BYTES,
    maxWrite: 2 * FLUSH_AT_BYTES,
    sync: false,
  })
  setInterval(() => destination.flush(), FLUSH_AFTER_MS).unref()
  process.once('exit', () => destination.flushSync())
  return destination
}

export function requestLog({
  destination = batchedStdout(),
}: {
  destination?: DestinationStream
} = {}): RequestHandler {
  const logger = pino(
    { base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    destination,
  )
  const worker = cluster.isWorker ? cluster.worker?.id : undefined
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.once('close', () => {
      const path = withoutPrivateTokens((req.originalUrl ?? req.url ?? '').split('?')[0] ?? '')
      const cache = res.getHeader('X-Cache')
      const entry: RequestLogEntry = {
        method: req.method,
        path: path.length > 300 ? `${path.slice(0, 300)}…` : path,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        bytes: Number(res.getHeader('Content-Length') ?? 0) || undefined,
        cache: typeof cache === 'string' ? cache : undefined,
        worker,
        // An answer cut short (the visitor left, or the server gave up) is worth seeing.
        ...(res.writableFinished ? {} : { aborted: true as const }),
      }
      logger.info(entry)
    })
    next()
  }
}
