// Writes seed/dataset.ndjson from the documents in seed/source/, and seed/image-metadata.json: what Sanity
// works out for an image when it is uploaded (here, the blurred placeholder `lqip`), so the embedded dataset
// carries it as a real one does. Deterministic: same source and files, same bytes.
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import sharp from 'sharp'
import type { SeedDocument } from './source/helpers'
import { hasTranslation, SAMPLE_TRANSLATION } from './source/translations'

const here = path.dirname(fileURLToPath(import.meta.url))
const sourceDir = path.join(here, 'source')

/** What the image metadata records of one image file. */
export interface ImageMetadata {
  sha1: string
  lqip: string
}

/** Modules of seed/source/ that build documents for the others and have none of their own. */
const HELPER_MODULES = new Set(['helpers.ts', 'departures.ts', 'translations.ts', 'portable-text.ts'])

export async function collectSeedDocuments(): Promise<SeedDocument[]> {
  const files = (await readdir(sourceDir)).filter((f) => f.endsWith('.ts') && !HELPER_MODULES.has(f)).sort()
  const documents: SeedDocument[] = []
  for (const f of files) {
    const mod: { documents?: unknown } = await import(pathToFileURL(path.join(sourceDir, f)).href)
    if (!Array.isArray(mod.documents)) throw new Error(`${f} must export an array named documents`)
    documents.push(...(mod.documents as SeedDocument[]))
  }
  const ids = new Set<string>()
  for (const doc of documents) {
    if (!doc._id || !doc._type) throw new Error(`a document lacks _id or _type: ${JSON.stringify(doc).slice(0, 120)}`)
    if (ids.has(doc._id)) throw new Error(`duplicate _id ${doc._id}`)
    ids.add(doc._id)
  }
  // The seed's Arabic is a sample translation: marked on every document that has some, for staff to review.
  const marked = documents.map(({ _id, _type, ...fields }) =>
    hasTranslation(fields) ? { _id, _type, ...SAMPLE_TRANSLATION, ...fields } : { _id, _type, ...fields },
  )
  return marked.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}

export function toNdjson(documents: SeedDocument[]): string {
  return `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`
}

/** Every image file the documents use, as the path inside seed/ (`images/item-gold.jpg`), sorted. */
function imageFiles(documents: SeedDocument[]): string[] {
  const found = new Set<string>()
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      const asset = (value as { _sanityAsset?: unknown })._sanityAsset
      const match = /^image@file:\/\/\.\/(.+)$/.exec(typeof asset === 'string' ? asset : '')
      if (match) found.add(match[1]!)
      Object.values(value).forEach(walk)
    }
  }
  walk(documents)
  return [...found].sort()
}

/**
 * The blurred placeholder of an image, as Sanity's `metadata.lqip` is one: the picture 20 px wide, as a base64
 * data URL. Sanity's is a JPEG; this one is a WebP, a third of the bytes (about 170), because every page that
 * shows it carries it twice (in the HTML and in the loader data).
 */
export async function lqipOf(bytes: Buffer): Promise<string> {
  const tiny = await sharp(bytes).resize(20).webp({ quality: 40, effort: 6 }).toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}

/** `{ "images/x.jpg": { sha1, lqip } }` for every image the documents use; sha1 ties each entry to its file's bytes. */
export async function buildImageMetadata(documents: SeedDocument[]): Promise<Record<string, ImageMetadata>> {
  const metadata: Record<string, ImageMetadata> = {}
  for (const file of imageFiles(documents)) {
    const bytes = await readFile(path.join(here, file))
    metadata[file] = { sha1: createHash('sha1').update(bytes).digest('hex'), lqip: await lqipOf(bytes) }
  }
  return metadata
}

export function toMetadataJson(metadata: Record<string, ImageMetadata>): string {
  return `${JSON.stringify(metadata, null, 1)}\n`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const documents = await collectSeedDocuments()
  await writeFile(path.join(here, 'dataset.ndjson'), toNdjson(documents))
  console.log(`seed/dataset.ndjson: ${documents.length} documents`)
  const metadata = await buildImageMetadata(documents)
  await writeFile(path.join(here, 'image-metadata.json'), toMetadataJson(metadata))
  console.log(`seed/image-metadata.json: ${Object.keys(metadata).length} images`)
}
