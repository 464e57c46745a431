import { createReadStream, statSync } from 'node:fs'
import { Readable } from 'node:stream'
import { EMBEDDED_PROJECT_ID, getServerEnv, usesEmbeddedContent } from '~/server/env.server'
import { getEmbeddedDataset } from './content.server'

const NOT_FOUND = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

/**
 * Serves a seed asset by its content-addressed name. Query parameters (w, h, fm…) are accepted and ignored:
 * the seed's files are already small. Supports byte ranges, which browsers need to play video.
 */
export function serveEmbeddedAsset(params: { projectId?: string; dataset?: string; file?: string }, request: Request) {
  if (!usesEmbeddedContent() || params.projectId !== EMBEDDED_PROJECT_ID || params.dataset !== getServerEnv().SANITY_DATASET) {
    return NOT_FOUND()
  }
  const asset = getEmbeddedDataset().assetFiles.get(params.file ?? '')
  if (!asset) return NOT_FOUND()
  const size = statSync(asset.filePath).size
  const headers = new Headers({
    'Content-Type': asset.mimeType,
    // Names carry the content hash, so a file never changes under its URL.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Accept-Ranges': 'bytes',
  })
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
