import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ApiContext } from './context'
import { type AdmissionOptions, createImageAdmission, ImageRefusal, imageClient } from './image-admission'
import { type OutputFormat, planImage } from './image-request'
import { createImageResizer, defaultConcurrency, type ImageResizerOptions, type ImageResult } from './image-resizer'
import { nearestMade, otherSizes, substituteHeader } from './image-substitute'
import { ApiError, type Route, sendJson } from './route'
import type { AssetFile } from './seed-dataset'

// Names carry the content hash, so a file never changes under its URL.
const IMMUTABLE = 'public, max-age=31536000, immutable'
// Neither a substitute nor a refusal may be kept by a cache as the answer to its URL.
const NOT_STORED = 'no-store'
const TRANSFORMABLE: Record<string, OutputFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' }

export type AssetServeOptions = {
  /** The resizer's settings (the cache directory is the API's; by default one resize per core but one). */
  resizer?: Omit<Partial<ImageResizerOptions>, 'cacheDir'>
  /** The bounds on new resizes (decision 033); defaults below. */
  admission?: Partial<AdmissionOptions>
}

/**
 * The bounds on new resizes (decision 033). A client may hold six at once, as many requests as a browser keeps
 * open to one host over HTTP/1.1, so one visitor's page of new images never meets the limit. The backlog holds
 * three such clients (or eight resizes a core on a larger machine). A client's first resize runs before anyone's
 * second, so a visitor behind a burst waits for about one resize; the last of a full backlog waits for the other
 * seventeen (2–9 s at the 0.1–0.5 s a resize takes on a loaded 2-core machine), inside the site's 10 s.
 * 120 new variants a minute is a dozen pages of a cold cache; a page whose images are made asks for none.
 */
const PER_CLIENT = 6
function admissionOptions(concurrency: number, given: Partial<AdmissionOptions> = {}): AdmissionOptions {
  return {
    capacity: Math.max(3 * PER_CLIENT, 8 * concurrency),
    perClient: PER_CLIENT,
    newVariants: 120,
    windowSeconds: 60,
    ...given,
  }
}

/** Aborts when the client goes before its answer has been sent. */
function whenClientLeaves(res: ServerResponse): AbortSignal {
  const gone = new AbortController()
  res.once('close', () => {
    if (!res.writableFinished) gone.abort()
  })
  return gone.signal
}

/** The file as it is, with byte ranges (browsers need them to play video). */
async function sendFile(req: IncomingMessage, res: ServerResponse, asset: AssetFile) {
  const size = (await stat(asset.filePath).catch(() => null))?.size
  if (size === undefined) throw new ApiError(404, 'Asset file not found', 'notFoundError')
  const headers: Record<string, string | number> = {
    'Content-Type': asset.mimeType,
    'Cache-Control': IMMUTABLE,
    'Accept-Ranges': 'bytes',
  }
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
  createReadStream(asset.filePath, { start, end })
    .on('error', () => res.destroy())
    .pipe(res)
}

/**
 * The stand-in for Sanity's asset CDN: `/images/<project>/<dataset>/<file>` with the image CDN's parameters
 * (the site's own planImage and resizer do the work, so both answer alike), and `/files/…` as stored.
 */
export function assetServeRoutes(
  ctx: Omit<ApiContext, 'queries' | 'studioSessions' | 'sourceIndexes'>,
  options: AssetServeOptions = {},
): Route[] {
  const concurrency = options.resizer?.concurrency ?? defaultConcurrency()
  const images = createImageResizer({ ...options.resizer, cacheDir: ctx.imageCacheDir, concurrency })
  const admission = createImageAdmission(admissionOptions(concurrency, options.admission))
  const find = (params: Record<string, string>) => {
    if (params.projectId !== ctx.projectId || !ctx.store.datasets.includes(params.dataset!)) return null
    return ctx.store.assetFile(params.dataset!, params.file!)
  }
  const notFound = () => new ApiError(404, 'Asset not found', 'notFoundError')
  const path = (kind: string) =>
    new RegExp(`^/${kind}/(?<projectId>[^/]+)/(?<dataset>[^/]+)/(?<file>[^/]+?)(?:/[^/]*)?$`)

  const serveImage: Route['handle'] = async ({ req, res, url, params }) => {
    const asset = find(params)
    if (!asset?.mimeType.startsWith('image/')) throw notFound()
    const format = TRANSFORMABLE[asset.mimeType]
    if (!format || !asset.width || !asset.height) return sendFile(req, res, asset)
    const plan = planImage(
      url.searchParams,
      { width: asset.width, height: asset.height, format },
      String(req.headers.accept ?? ''),
    )
    if (plan.kind === 'original') return sendFile(req, res, asset)
    if (plan.kind === 'invalid') throw new ApiError(400, `Bad image parameters: ${plan.message}`)
    const { recipe } = plan
    const send = ({ body, contentType }: ImageResult, headers: Record<string, string>) => {
      res.writeHead(200, {
        'Content-Type': contentType,
        'Content-Length': body.length,
        ...(recipe.variesWithAccept ? { Vary: 'Accept, Origin' } : {}),
        ...headers,
      })
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    const client = imageClient(req)
    const gone = whenClientLeaves(res)
    let made: ImageResult
    try {
      made = await images.get(asset.sha1, asset.filePath, recipe, {
        signal: gone,
        admit: () => admission.admit(client),
      })
    } catch (error) {
      if (gone.aborted) return // nobody is left to answer; a resize only they waited for has been dropped
      if (!(error instanceof ImageRefusal)) throw error
      const accept = String(req.headers.accept ?? '')
      const source = { width: asset.width, height: asset.height, format }
      const substitute = plan.sized
        ? await nearestMade(images, asset.sha1, otherSizes(url.searchParams, source, accept, recipe))
        : null
      if (substitute)
        return send(substitute, {
          'Cache-Control': NOT_STORED,
          'X-Image-Substitute': substituteHeader(substitute.recipe, recipe),
        })
      return refuse(res, error)
    }
    send(made, { 'Cache-Control': IMMUTABLE })
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

/** A new size that cannot be made now: when to ask again, in Sanity's error shape, kept by nobody. */
function refuse(res: ServerResponse, refusal: ImageRefusal) {
  res.setHeader('Retry-After', String(refusal.retryAfterSeconds))
  res.setHeader('Cache-Control', NOT_STORED)
  const type = refusal.status === 429 ? 'rateLimitError' : 'serviceUnavailableError'
  sendJson(res, refusal.status, { error: { description: refusal.message, type }, statusCode: refusal.status })
}
