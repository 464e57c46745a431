import cluster from 'node:cluster'

/**
 * One JSON line per request, written once the answer has gone out. It names the path only: query strings can
 * hold a preview secret or a search a visitor would rather keep, and bodies (forms) are never read here.
 * Lines are gathered and written together a moment later (a write to a pipe blocks on Linux), so a busy
 * server pays one system call per batch, not one per request.
 */
const FLUSH_AFTER_MS = 100
const FLUSH_AT_BYTES = 64 * 1024

export function requestLog({ write = (text) => process.stdout.write(text) } = {}) {
  const worker = cluster.isWorker ? cluster.worker.id : undefined
  let pending = ''
  let timer
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (!pending) return
    const text = pending
    pending = ''
    write(text)
  }
  process.once('exit', flush)

  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.once('close', () => {
      const path = (req.originalUrl ?? req.url ?? '').split('?')[0]
      const entry = {
        time: new Date().toISOString(),
        method: req.method,
        path: path.length > 300 ? `${path.slice(0, 300)}…` : path,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        bytes: Number(res.getHeader('Content-Length') ?? 0) || undefined,
        cache: res.getHeader('X-Cache'),
        worker,
        // An answer cut short (the visitor left, or the server gave up) is worth seeing.
        ...(res.writableFinished ? {} : { aborted: true }),
      }
      pending += `${JSON.stringify(entry)}\n`
      if (pending.length >= FLUSH_AT_BYTES) flush()
      else timer ??= setTimeout(flush, FLUSH_AFTER_MS)
    })
    next()
  }
}
