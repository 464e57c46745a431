// `npm run seed`: loads seed/dataset.ndjson, with its images and video, into a real Sanity project.
// Safe to run again: asset uploads and document writes both land on the same ids every time.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type SanityClient } from '@sanity/client'
import { DEFAULT_SANITY_API_VERSION, DEFAULT_SANITY_DATASET } from '#shared/setting-defaults'
import type { SeedDocument } from '../seed/source/helpers'
import { seedImportSettings } from './seed-import-settings'

/**
 * A file the seed refers to, read up front; `content` (kind and hash of the bytes) is what Sanity keys its asset on.
 */
interface AssetSource {
  kind: 'image' | 'file'
  file: string
  bytes: Buffer
  content: string
}

/** What a failed request to Sanity carries, besides its message. */
interface SanityRequestError {
  message: string
  statusCode?: number
  response?: { statusCode?: number }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seedFile = path.join(root, 'seed', 'dataset.ndjson')
// Small enough to stay well under the Content Lake's request size limit, even for the long itinerary documents.
const DOCUMENTS_PER_TRANSACTION = 25
// Parallel uploads shorten a first import noticeably; more than a few only invites rate limiting.
const UPLOAD_CONCURRENCY = 4
// Sanity records the MIME type it is sent; without one, a video would be stored as application/octet-stream.
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
}

const USAGE = `Usage: npm run seed [-- --dry-run]

Imports seed/dataset.ndjson into a Sanity project: uploads every image and file it references,
then writes all of its documents (the draft included) with createOrReplace.

Running it again gives the same result: Sanity stores an asset under the hash of its bytes, so a
re-upload returns the asset it already has, and each document is replaced whole under its fixed _id.
It never deletes anything: documents and assets that are not in the seed are left as they are.

Settings (from the environment, or from .env at the repository root; the environment wins):
  SANITY_PROJECT_ID    required; the project id shown at sanity.io/manage
  SANITY_DATASET       default: ${DEFAULT_SANITY_DATASET}
  SANITY_API_VERSION   default: ${DEFAULT_SANITY_API_VERSION}
  SANITY_WRITE_TOKEN   required; an API token with Editor rights (sanity.io/manage → your project →
                       API → Tokens → Add API token → Editor). Used only here, never by the site;
                       keep it out of the repository.
  SANITY_API_HOST      optional; another API origin (used by the tests to point at a local stand-in)

Options:
  --dry-run   check the seed and every file it references, and say what would be sent; sends nothing
  --help      show this text`

const args = process.argv.slice(2)
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE)
  process.exit(0)
}
const unknown = args.filter((arg) => arg !== '--dry-run')
if (unknown.length > 0) fail(`Unknown option: ${unknown.join(' ')}\n\n${USAGE}`)
const dryRun = args.includes('--dry-run')

// Settings from .env, when there is one; the real environment wins over it (same rule as npm start).
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
const settings = seedImportSettings()
const config = {
  projectId: settings.SANITY_PROJECT_ID,
  dataset: settings.SANITY_DATASET,
  apiVersion: settings.SANITY_API_VERSION,
  token: settings.SANITY_WRITE_TOKEN,
  apiHost: settings.SANITY_API_HOST,
}

const missing: string[] = []
if (!config.projectId) missing.push('SANITY_PROJECT_ID is not set: copy the project id from sanity.io/manage.')
if (!config.token)
  missing.push(
    'SANITY_WRITE_TOKEN is not set: create a token with Editor rights at sanity.io/manage → your project → ' +
      'API → Tokens, then run SANITY_WRITE_TOKEN=… npm run seed (a read/Viewer token cannot write).',
  )
// A dry run never talks to Sanity, so it is allowed to check the seed before the project exists.
if (missing.length > 0 && !dryRun) fail(missing.join('\n'))

const documents = readSeed(seedFile)
const sources = findAssets(documents, path.dirname(seedFile))
// Two seed files with identical bytes become one asset on Sanity anyway; uploading each distinct content once
// also decides, in seed order, which file name that asset keeps.
const uploads = new Map<string, AssetSource>()
for (const source of sources.values()) if (!uploads.has(source.content)) uploads.set(source.content, source)
const ordered = referencedFirst(documents)
// Drafts go in transactions of their own, after every published document: a transaction's id is the revision of each
// document it writes, and a draft with its published version's revision cannot be told from it (the Studio's "Review
// changes" would compare the draft with itself).
const isDraft = (doc: SeedDocument) => doc._id.startsWith('drafts.')
const batches = [
  ...chunk(
    ordered.filter((doc) => !isDraft(doc)),
    DOCUMENTS_PER_TRANSACTION,
  ),
  ...chunk(ordered.filter(isDraft), DOCUMENTS_PER_TRANSACTION),
]
const target = `${config.projectId ?? '<SANITY_PROJECT_ID>'}/${config.dataset}`

if (dryRun) {
  const drafts = documents.filter(isDraft).length
  const megabytes = [...uploads.values()].reduce((sum, asset) => sum + asset.bytes.length, 0) / 1e6
  console.log(`Dry run: nothing was sent.`)
  console.log(
    `Would upload ${uploads.size} assets (${megabytes.toFixed(1)} MB) and createOrReplace ${documents.length} ` +
      `documents (${drafts} draft) in ${batches.length} transactions into ${target}.`,
  )
  for (const line of missing) console.log(`Note: ${line}`)
  process.exit(0)
}

let client: SanityClient
try {
  client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: false,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  })
} catch (error) {
  fail(`The Sanity settings are not valid: ${(error as Error).message}`)
}

try {
  console.log(`Uploading ${uploads.size} assets to ${target}…`)
  const assetIds = new Map<string, string>()
  await forEachLimited([...uploads], UPLOAD_CONCURRENCY, async ([content, asset]) => {
    const uploaded = await client.assets.upload(asset.kind, asset.bytes, {
      filename: path.basename(asset.file),
      contentType: CONTENT_TYPES[path.extname(asset.file).toLowerCase()],
    })
    assetIds.set(content, uploaded._id)
  })

  console.log(`Writing ${documents.length} documents in ${batches.length} transactions…`)
  for (const batch of batches) {
    const transaction = client.transaction()
    for (const doc of batch)
      transaction.createOrReplace(
        withAssetReferences(doc, (source) => assetIds.get(sources.get(source)!.content)!) as SeedDocument,
      )
    await transaction.commit()
  }
} catch (caught) {
  const error = caught as SanityRequestError
  const status = error.statusCode ?? error.response?.statusCode
  if (status === 401 || status === 403)
    fail(
      `Sanity refused the token (HTTP ${status}): SANITY_WRITE_TOKEN must be an Editor token for project ` +
        `${config.projectId}.`,
    )
  // Whatever was written so far is harmless: the next run replaces it with the same content.
  fail(`The import stopped: ${error.message}\nRun it again once the cause is fixed; nothing is duplicated.`)
}
console.log(`Imported ${documents.length} documents and ${uploads.size} assets into ${target}.`)

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function readSeed(file: string): SeedDocument[] {
  if (!existsSync(file)) fail(`No seed at ${path.relative(root, file)}: run npm run seed:build first.`)
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        const doc = JSON.parse(line) as Partial<SeedDocument>
        if (typeof doc._id !== 'string' || typeof doc._type !== 'string')
          throw new Error('a document needs an _id and a _type')
        return doc as SeedDocument
      } catch (error) {
        return fail(`${path.relative(root, file)} line ${index + 1}: ${(error as Error).message}`)
      }
    })
}

/**
 * Every distinct `_sanityAsset` source in the seed, read up front so a missing file stops the import before anything is
 * sent.
 */
function findAssets(docs: SeedDocument[], baseDir: string): Map<string, AssetSource> {
  const found = new Map<string, AssetSource>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item)
      return
    }
    if (!value || typeof value !== 'object') return
    const { _sanityAsset } = value as { _sanityAsset?: unknown }
    if (typeof _sanityAsset === 'string' && !found.has(_sanityAsset)) {
      const match = /^(image|file)@file:\/\/(.+)$/.exec(_sanityAsset)
      if (!match) fail(`Unsupported asset source "${_sanityAsset}": only image@file://… and file@file://… are handled.`)
      const kind = match[1] as AssetSource['kind']
      const file = path.resolve(baseDir, match[2]!)
      if (!existsSync(file)) fail(`The seed refers to ${path.relative(root, file)}, which does not exist.`)
      const bytes = readFileSync(file)
      const content = `${kind}:${createHash('sha1').update(bytes).digest('hex')}`
      found.set(_sanityAsset, { kind, file, bytes, content })
    }
    Object.values(value).forEach(visit)
  }
  docs.forEach(visit)
  return found
}

function withAssetReferences(value: unknown, assetIdOf: (source: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withAssetReferences(item, assetIdOf))
  if (!value || typeof value !== 'object') return value
  const { _sanityAsset, ...rest } = value as Record<string, unknown> & { _sanityAsset?: string }
  const copy = Object.fromEntries(
    Object.entries(rest).map(([key, item]) => [key, withAssetReferences(item, assetIdOf)]),
  )
  return _sanityAsset === undefined ? copy : { ...copy, asset: { _type: 'reference', _ref: assetIdOf(_sanityAsset) } }
}

/**
 * The Content Lake rejects a strong reference to a document that does not exist yet, so on a first import
 * each document has to be written before (or in the same transaction as) the documents that point at it.
 */
function referencedFirst(docs: SeedDocument[]): SeedDocument[] {
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  const ordered: SeedDocument[] = []
  const placed = new Set<string>()
  const place = (doc: SeedDocument, trail: Set<string>): void => {
    if (placed.has(doc._id) || trail.has(doc._id)) return
    trail.add(doc._id)
    for (const id of strongReferences(doc)) if (byId.has(id)) place(byId.get(id)!, trail)
    placed.add(doc._id)
    ordered.push(doc)
  }
  for (const doc of docs) place(doc, new Set())
  return ordered
}

function strongReferences(value: unknown, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) strongReferences(item, ids)
  else if (value && typeof value === 'object') {
    const { _ref, _weak } = value as { _ref?: unknown; _weak?: unknown }
    if (typeof _ref === 'string' && !_weak) ids.add(_ref)
    for (const item of Object.values(value)) strongReferences(item, ids)
  }
  return ids
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size))
  return chunks
}

async function forEachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
