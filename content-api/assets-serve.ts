import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { ServerResponse, IncomingMessage } from 'node:http'
import type { AssetFile } from './seed-dataset'
import { createImageResizer } from './image-resizer'
import { planImage, type OutputFormat } from './image-request'
import type { ApiContext } from './context'
import { ApiError, type Route } from './route'

// Names carry the content hash, so a file never changes under its URL.
const IMMUTABLE = 'public, max-age=31536000, immutable'
const TRANSFORMABLE: Record<string, OutputFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' }

/** The file as it is, with byte ranges (browsers need them to play video). */
async function sendFile(req: IncomingMessage, res: ServerResponse, asset: AssetFile) {
  const size = (await stat(asset.filePath).catch(() => null))?.size
  if (size === undefined) throw new ApiError(404, 'Asset file not found', 'notFoundError')
  const headers: Record<string, string | number> = { 'Content-Type': asset.mimeType, 'Cache-Control': IMMUTABLE, 'Accept-Ranges': 'bytes' }
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''))
  let start = 0
  let end = size - 1
  let status = 200
  if (range && (range[1] || range[2])) {
    start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
    end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
    if (start > end || start >= size) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` })
      res.end()
      return
    }
    status = 206
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`
  }
  headers['Content-Length'] = end - start + 1
  res.writeHead(status, headers)
  if (req.method === 'HEAD' || size === 0) return void res.end()
  createReadStream(asset.filePath, { start, end }).on('error', () => res.destroy()).pipe(res)
}

/**
 * The stand-in for Sanity's asset CDN: `/images/<project>/<dataset>/<file>` with the image CDN's parameters
 * (the site's own planImage and resizer do the work, so both answer alike), and `/files/…` as stored.
 */
export function assetServeRoutes(ctx: ApiContext): Route[] {
  const images = createImageResizer({ cacheDir: ctx.imageCacheDir })
  const find = (params: Record<string, string>) => {
    if (params.projectId !== ctx.projectId || !ctx.store.datasets.includes(params.dataset!)) return null
    return ctx.store.assetFile(params.dataset!, params.file!)
  }
  const notFound = () => new ApiError(404, 'Asset not found', 'notFoundError')
  const path = (kind: string) => new RegExp(`^/${kind}/(?<projectId>[^/]+)/(?<dataset>[^/]+)/(?<file>[^/]+?)(?:/[^/]*)?$`)

  const serveImage: Route['handle'] = async ({ req, res, url, params }) => {
    const asset = find(params)
    if (!asset || !asset.mimeType.startsWith('image/')) throw notFound()
    const format = TRANSFORMABLE[asset.mimeType]
    if (!format || !asset.width || !asset.height) return sendFile(req, res, asset)
    const plan = planImage(url.searchParams, { width: asset.width, height: asset.height, format }, String(req.headers.accept ?? ''))
    if (plan.kind === 'original') return sendFile(req, res, asset)
    if (plan.kind === 'invalid') throw new ApiError(400, `Bad image parameters: ${plan.message}`)
    const { body, contentType } = await images.get(asset.sha1, asset.filePath, plan.recipe)
    res.writeHead(200, {
      'Content-Type': contentType,
      'Content-Length': body.length,
      'Cache-Control': IMMUTABLE,
      ...(plan.recipe.variesWithAccept ? { Vary: 'Accept, Origin' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
  const serveFile: Route['handle'] = async ({ req, res, params }) => {
    const asset = find(params)
    if (!asset) throw notFound()
    return sendFile(req, res, asset)
  }
  return [
    { method: 'GET', path: path('images'), handle: serveImage },
    { method: 'HEAD', path: path('images'), handle: serveImage },
    { method: 'GET', path: path('files'), handle: serveFile },
    { method: 'HEAD', path: path('files'), handle: serveFile },
  ]
}
