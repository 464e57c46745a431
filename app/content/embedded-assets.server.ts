import { createReadStream, statSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { planImage, type OutputFormat } from '~/logic/image-request'
import { EMBEDDED_PROJECT_ID, getServerEnv, usesEmbeddedContent } from '~/server/env.server'
import { getEmbeddedDataset } from './content.server'
import type { AssetFile } from './embedded-dataset.server'
import { createImageResizer, type ImageResizer } from './image-resizer.server'

const NOT_FOUND = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
// Names carry the content hash, so a file never changes under its URL.
const IMMUTABLE = 'public, max-age=31536000, immutable'

function findAsset(params: { projectId?: string; dataset?: string; file?: string }): AssetFile | null {
  if (!usesEmbeddedContent() || params.projectId !== EMBEDDED_PROJECT_ID || params.dataset !== getServerEnv().SANITY_DATASET) return null
  return getEmbeddedDataset().assetFiles.get(params.file ?? '') ?? null
}

/** Sends a seed file as it is. Supports byte ranges, which browsers need to play video. */
function sendFile(asset: AssetFile, request: Request): Response {
  const size = statSync(asset.filePath).size
  const headers = new Headers({ 'Content-Type': asset.mimeType, 'Cache-Control': IMMUTABLE, 'Accept-Ranges': 'bytes' })
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('Range') ?? '')
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
    if (start > end || start >= size) {
      return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } })
    }
    headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
    headers.set('Content-Length', String(end - start + 1))
    const stream = Readable.toWeb(createReadStream(asset.filePath, { start, end })) as ReadableStream
    return new Response(stream, { status: 206, headers })
  }
  headers.set('Content-Length', String(size))
  return new Response(Readable.toWeb(createReadStream(asset.filePath)) as ReadableStream, { status: 200, headers })
}

/** The embedded default's stand-in for Sanity's file CDN: a seed file by its content-addressed name. */
export function serveEmbeddedAsset(params: { projectId?: string; dataset?: string; file?: string }, request: Request) {
  const asset = findAsset(params)
  return asset ? sendFile(asset, request) : NOT_FOUND()
}

const TRANSFORMABLE: Record<string, OutputFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' }

let resizer: ImageResizer | undefined
function getResizer(): ImageResizer {
  resizer ??= createImageResizer({ cacheDir: path.resolve(getServerEnv().IMAGE_CACHE_DIR ?? path.join('data', 'image-cache')) })
  return resizer
}

/**
 * The embedded default's stand-in for Sanity's image CDN: a seed image by its content-addressed name, resized,
 * cropped and converted as its URL parameters ask (app/logic/image-request.ts says how each is read), each
 * result made once and kept (app/content/image-resizer.server.ts). A URL without image parameters gets the
 * file itself; a malformed or out-of-range parameter gets a 400 that names it.
 */
export async function serveEmbeddedImage(
  params: { projectId?: string; dataset?: string; file?: string },
  request: Request,
  images: ImageResizer = getResizer(),
): Promise<Response> {
  const asset = findAsset(params)
  if (!asset) return NOT_FOUND()
  const format = TRANSFORMABLE[asset.mimeType]
  // SVG and GIF are sent as they are (as Sanity does, unless asked to rasterise).
  if (!format || !asset.width || !asset.height) return sendFile(asset, request)
  const plan = planImage(new URL(request.url).searchParams, { width: asset.width, height: asset.height, format }, request.headers.get('Accept'))
  if (plan.kind === 'original') return sendFile(asset, request)
  if (plan.kind === 'invalid') {
    return new Response(`Bad image parameters: ${plan.message}\n`, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  const { body, contentType } = await images.get(asset.sha1, asset.filePath, plan.recipe)
  const headers = new Headers({ 'Content-Type': contentType, 'Content-Length': String(body.length), 'Cache-Control': IMMUTABLE })
  if (plan.recipe.variesWithAccept) headers.set('Vary', 'Accept')
  // A Buffer is a Uint8Array over an ordinary ArrayBuffer; TypeScript's Buffer type just allows a shared one.
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers })
}
