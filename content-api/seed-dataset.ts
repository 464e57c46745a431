import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'

/**
 * The seed as the Content Lake would hold it after `sanity dataset import`: every `_sanityAsset` placeholder
 * becomes a reference to a `sanity.imageAsset` / `sanity.fileAsset` document whose id and URL follow Sanity's
 * scheme (`image-<sha1>-<w>x<h>-<ext>`), so queries, image URLs and components cannot tell the difference.
 * An image asset carries the metadata Sanity works out on upload: its dimensions, and the blurred placeholder
 * (`lqip`) that `npm run seed:build` recorded in seed/image-metadata.json.
 */

export type SanityDocument = { _id: string; _type: string; [key: string]: unknown }

export type EmbeddedDataset = {
  documents: SanityDocument[]
  /** Served file name (`<sha1>-<w>x<h>.<ext>` or `<sha1>.<ext>`) → the seed file, and an image's pixel size. */
  assetFiles: Map<string, AssetFile>
}

export type AssetFile = { filePath: string; mimeType: string; sha1: string; width?: number; height?: number }

/** seed/image-metadata.json: `{ "images/x.jpg": { sha1, lqip } }`, written by `npm run seed:build`. */
type SeedImageMetadata = Record<string, { sha1: string; lqip: string }>

function readImageMetadata(seedDir: string): SeedImageMetadata {
  const file = path.join(seedDir, 'image-metadata.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SeedImageMetadata) : {}
}

const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
}

const ASSET_PLACEHOLDER = /^(image|file)@file:\/\/(.+)$/

export function loadEmbeddedDataset(options: { seedDir: string; projectId: string; dataset: string }): EmbeddedDataset {
  const ndjsonPath = path.join(options.seedDir, 'dataset.ndjson')
  const lines = readFileSync(ndjsonPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
  const assetDocuments = new Map<string, SanityDocument>()
  const assetFiles: EmbeddedDataset['assetFiles'] = new Map()
  const imageMetadata = readImageMetadata(options.seedDir)
  const stale = new Set<string>()

  const toAssetReference = (placeholder: string) => {
    const match = ASSET_PLACEHOLDER.exec(placeholder)
    if (!match) throw new Error(`Unrecognised asset placeholder ${placeholder}`)
    const kind = match[1] as 'image' | 'file'
    const filePath = path.resolve(options.seedDir, match[2]!)
    const bytes = readFileSync(filePath)
    const sha1 = createHash('sha1').update(bytes).digest('hex')
    const extension = path.extname(filePath).slice(1).toLowerCase()
    const mimeType = MIME_TYPES[extension] ?? 'application/octet-stream'
    let assetId: string
    let servedName: string
    let metadata: Record<string, unknown> | undefined
    if (kind === 'image') {
      const { width, height } = imageSize(bytes)
      if (!width || !height) throw new Error(`Cannot read the dimensions of ${filePath}`)
      assetId = `image-${sha1}-${width}x${height}-${extension}`
      servedName = `${sha1}-${width}x${height}.${extension}`
      // A placeholder recorded for other bytes than the file's is left out (the image shows without one).
      const recorded = imageMetadata[path.relative(options.seedDir, filePath).split(path.sep).join('/')]
      if (recorded && recorded.sha1 !== sha1) stale.add(path.relative(options.seedDir, filePath))
      const lqip = recorded?.sha1 === sha1 ? recorded.lqip : undefined
      metadata = {
        _type: 'sanity.imageMetadata',
        dimensions: { width, height, aspectRatio: width / height },
        ...(lqip ? { lqip } : {}),
      }
    } else {
      assetId = `file-${sha1}-${extension}`
      servedName = `${sha1}.${extension}`
    }
    if (!assetDocuments.has(assetId)) {
      const urlPath = `/${kind}s/${options.projectId}/${options.dataset}/${servedName}`
      assetDocuments.set(assetId, {
        _id: assetId,
        _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
        originalFilename: path.basename(filePath),
        extension,
        mimeType,
        sha1hash: sha1,
        size: bytes.length,
        path: urlPath.slice(1),
        url: urlPath,
        ...(metadata ? { metadata } : {}),
      })
      const size = metadata?.dimensions as { width: number; height: number } | undefined
      assetFiles.set(servedName, {
        filePath,
        mimeType,
        sha1,
        ...(size ? { width: size.width, height: size.height } : {}),
      })
    }
    return { _type: 'reference', _ref: assetId }
  }

  const resolveAssets = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolveAssets)
    if (value && typeof value === 'object') {
      const { _sanityAsset, ...rest } = value as Record<string, unknown>
      const resolved: Record<string, unknown> = {}
      for (const [key, inner] of Object.entries(rest)) resolved[key] = resolveAssets(inner)
      if (typeof _sanityAsset === 'string') resolved.asset = toAssetReference(_sanityAsset)
      return resolved
    }
    return value
  }

  const documents = lines.map((line, index) => {
    try {
      return resolveAssets(JSON.parse(line)) as SanityDocument
    } catch (error) {
      throw new Error(`${ndjsonPath}:${index + 1}: ${(error as Error).message}`)
    }
  })
  if (stale.size > 0) {
    console.warn(
      `seed/image-metadata.json is stale for ${stale.size} image(s) (${[...stale].slice(0, 3).join(', ')}…): ` +
        'run npm run seed:build',
    )
  }
  return { documents: [...documents, ...assetDocuments.values()], assetFiles }
}

export type Perspective = 'published' | 'drafts'

const DRAFT_PREFIX = 'drafts.'

/**
 * What a perspective sees, as the Content Lake defines it: `published` hides every draft; `drafts` shows each
 * document's draft in place of its published version (keeping the published `_id`), and draft-only documents too.
 */
export function documentsForPerspective(documents: SanityDocument[], perspective: Perspective): SanityDocument[] {
  const published = documents.filter((doc) => !doc._id.startsWith(DRAFT_PREFIX))
  if (perspective === 'published') return published
  const drafts = new Map(
    documents
      .filter((doc) => doc._id.startsWith(DRAFT_PREFIX))
      .map((doc) => [doc._id.slice(DRAFT_PREFIX.length), doc] as const),
  )
  const overlaid = published.map((doc) => {
    const draft = drafts.get(doc._id)
    return draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc
  })
  const publishedIds = new Set(published.map((doc) => doc._id))
  for (const [id, draft] of drafts) {
    if (!publishedIds.has(id)) overlaid.push({ ...draft, _id: id, _originalId: draft._id })
  }
  return overlaid
}
