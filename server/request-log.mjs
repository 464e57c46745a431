/**
 * One JSON line per request, written once the answer has gone out. It names the path only: query strings can
 * hold a preview secret or a search a visitor would rather keep, and bodies (forms) are never read here.
 */
export function requestLog({ write = (line) => process.stdout.write(line) } = {}) {
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
        // An answer cut short (the visitor left, or the server gave up) is worth seeing.
        ...(res.writableFinished ? {} : { aborted: true }),
      }
      write(`${JSON.stringify(entry)}\n`)
    })
    next()
  }
}
