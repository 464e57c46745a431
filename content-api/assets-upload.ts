import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { ApiContext } from './context'
import { DATASET, versioned } from './context'
import type { Doc } from './documents'
import { openEditorWrite } from './editor-write'
import { readBody } from './http-body'
import { planTransaction } from './mutations'
import { writeFileAtomically } from './persistence'
import { ApiError, type Route, sendJson } from './route'
import type { AssetFile } from './seed-dataset'

// sharp's format names → the extension Sanity gives the asset.
const IMAGE_EXTENSIONS: Record<string, { extension: string; mimeType: string }> = {
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
  png: { extension: 'png', mimeType: 'image/png' },
  webp: { extension: 'webp', mimeType: 'image/webp' },
  gif: { extension: 'gif', mimeType: 'image/gif' },
  svg: { extension: 'svg', mimeType: 'image/svg+xml' },
  tiff: { extension: 'tif', mimeType: 'image/tiff' },
  heif: { extension: 'avif', mimeType: 'image/avif' },
}

/** The blurred placeholder, made as `npm run seed:build` makes the seed's: 20 px wide, WebP, base64 data URL. */
async function lqipOf(bytes: Buffer): Promise<string> {
  const tiny = await sharp(bytes).resize(20).webp({ quality: 40, effort: 6 }).toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: a stored file name keeps no control characters
const CONTROL_CHARACTERS = /[\u0000-\u001f]/g

const safeFilename = (name: string | null, fallback: string) => {
  const base = name ? path.basename(name).replace(CONTROL_CHARACTERS, '').slice(0, 200) : ''
  return base || fallback
}

type Described = { id: string; served: string; document: Doc; file: Omit<AssetFile, 'filePath'> }

async function describeImage(
  bytes: Buffer,
  sha1: string,
  filename: string | null,
  urlBase: string,
  projectId: string,
  dataset: string,
): Promise<Described> {
  let info: sharp.Metadata
  let opaque: boolean
  try {
    info = await sharp(bytes).metadata()
    opaque = (await sharp(bytes).stats()).isOpaque
  } catch {
    throw new ApiError(400, 'The upload is not an image this server can read', 'invalidImageError')
  }
  const kind = info.format ? IMAGE_EXTENSIONS[info.format] : undefined
  // EXIF orientation 5–8 swaps the sides, as Sanity reports them.
  const swapped = (info.orientation ?? 1) >= 5
  const width = swapped ? info.height : info.width
  const height = swapped ? info.width : info.height
  if (!kind || !width || !height)
    throw new ApiError(400, 'The upload is not an image this server can read', 'invalidImageError')
  const id = `image-${sha1}-${width}x${height}-${kind.extension}`
  const served = `${sha1}-${width}x${height}.${kind.extension}`
  const urlPath = `images/${projectId}/${dataset}/${served}`
  const lqip = await lqipOf(bytes).catch(() => undefined)
  return {
    id,
    served,
    file: { mimeType: kind.mimeType, sha1, width, height },
    document: {
      _id: id,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      originalFilename: safeFilename(filename, `${sha1}.${kind.extension}`),
      extension: kind.extension,
      mimeType: kind.mimeType,
      sha1hash: sha1,
      size: bytes.length,
      path: urlPath,
      url: `${urlBase}/${urlPath}`,
      uploadId: sha1.slice(0, 32),
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
        ...(lqip ? { lqip } : {}),
        hasAlpha: info.hasAlpha ?? false,
        isOpaque: opaque,
      },
    },
  }
}

function describeFile(
  bytes: Buffer,
  sha1: string,
  filename: string | null,
  contentType: string,
  urlBase: string,
  projectId: string,
  dataset: string,
): Described {
  const fromName = filename ? path.extname(filename).slice(1).toLowerCase() : ''
  const extension = /^[a-z0-9]{1,10}$/.test(fromName) ? fromName : 'bin'
  const mimeType = /^[\w.+-]+\/[\w.+-]+$/.test(contentType) ? contentType : 'application/octet-stream'
  const id = `file-${sha1}-${extension}`
  const served = `${sha1}.${extension}`
  const urlPath = `files/${projectId}/${dataset}/${served}`
  return {
    id,
    served,
    file: { mimeType, sha1 },
    document: {
      _id: id,
      _type: 'sanity.fileAsset',
      assetId: sha1,
      originalFilename: safeFilename(filename, served),
      extension,
      mimeType,
      sha1hash: sha1,
      size: bytes.length,
      path: urlPath,
      url: `${urlBase}/${urlPath}`,
      uploadId: sha1.slice(0, 32),
    },
  }
}

/**
 * `/assets/images` and `/assets/files`: the raw body is the file. Assets are content-addressed as on Sanity, so
 * the same bytes uploaded again answer with the document that already exists.
 */
export function assetUploadRoute(ctx: ApiContext): Route {
  return {
    method: 'POST',
    path: versioned(`/assets/(?<kind>images|files)/${DATASET}`),
    async handle(call) {
      const dataset = openEditorWrite(call, ctx)
      const bytes = await readBody(call.req, ctx.maxAssetBytes)
      if (bytes.length === 0) throw new ApiError(400, 'The upload is empty')
      const sha1 = createHash('sha1').update(bytes).digest('hex')
      const filename = call.url.searchParams.get('filename')
      const contentType = String(call.req.headers['content-type'] ?? 'application/octet-stream')
        .split(';')[0]!
        .trim()
        .toLowerCase()
      const described =
        call.params.kind === 'images'
          ? await describeImage(bytes, sha1, filename, ctx.origin(), ctx.store.projectId, dataset)
          : describeFile(bytes, sha1, filename, contentType, ctx.origin(), ctx.store.projectId, dataset)

      const filePath = path.join(ctx.store.assetsDir, described.served)
      if (!existsSync(filePath)) {
        await mkdir(ctx.store.assetsDir, { recursive: true })
        await writeFileAtomically(filePath, bytes)
      }
      ctx.store.addAssetFile(dataset, described.served, { filePath, ...described.file })

      const existing = ctx.store.getDocument(dataset, described.id)
      if (existing) return sendJson(call.res, 200, { document: existing })
      const mutations = [{ createIfNotExists: described.document }]
      await ctx.store.transact(dataset, mutations, (tx) =>
        planTransaction(mutations, { ...tx, autoGenerateArrayKeys: false }),
      )
      sendJson(call.res, 200, { document: ctx.store.getDocument(dataset, described.id) })
    },
  }
}
