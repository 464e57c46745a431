// @starts-processes: child processes, so only npm test runs it (decision 058)
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { imageSize } from 'image-size'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

type Doc = Record<string, unknown> & { _id: string; _type: string }
type Asset = Doc & { sha1hash: string; originalFilename: string; mimeType?: string }

const repo = path.resolve(__dirname, '../..')
const seedDir = path.join(repo, 'seed')
const seed: Doc[] = readFileSync(path.join(seedDir, 'dataset.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line))
const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

/**
 * A stand-in Content Lake on loopback with just the two endpoints the importer uses: asset upload (an asset's
 * id comes from the hash of its bytes, so the same bytes always give the same asset, as on Sanity) and mutate
 * (createOrReplace applied atomically per transaction, refusing strong references to documents that do not exist).
 */
const documents = new Map<string, Doc>()
const assets = new Map<string, Asset>()
const requests: Array<{ method?: string; path: string; authorization?: string }> = []
/** The ids each transaction wrote, in order. */
const transactions: string[][] = []
let server: Server
let origin: string

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

function strongReferences(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) strongReferences(item, found)
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record._ref === 'string' && !record._weak) found.push(record._ref)
    for (const item of Object.values(record)) strongReferences(item, found)
  }
  return found
}

function upload(kind: 'images' | 'files', url: URL, req: IncomingMessage, bytes: Buffer): Asset {
  const filename = url.searchParams.get('filename') ?? 'unnamed'
  const extension = path.extname(filename).slice(1).toLowerCase()
  const hash = sha1(bytes)
  let id = `file-${hash}-${extension}`
  let metadata: Record<string, unknown> = {}
  if (kind === 'images') {
    const { width, height } = imageSize(bytes)
    id = `image-${hash}-${width}x${height}-${extension}`
    metadata = { dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height } }
  }
  // Sanity keeps the first upload of given bytes and answers every later upload of them with it.
  const existing = assets.get(id)
  if (existing) return existing
  const asset: Asset = {
    _id: id,
    _type: kind === 'images' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: hash,
    sha1hash: hash,
    extension,
    originalFilename: filename,
    mimeType: req.headers['content-type'],
    size: bytes.length,
    metadata,
  }
  assets.set(id, asset)
  return asset
}

function mutate(body: { mutations?: Array<Record<string, Doc>> }, res: ServerResponse) {
  const staged = new Map(documents)
  const results: Array<{ id: string; operation: string }> = []
  for (const mutation of body.mutations ?? []) {
    const [operation, doc] = Object.entries(mutation)[0] ?? []
    if (operation !== 'createOrReplace' || !doc?._id)
      return send(res, 400, { error: { description: `unsupported mutation ${operation}` } })
    results.push({ id: doc._id, operation: staged.has(doc._id) ? 'update' : 'create' })
    staged.set(doc._id, structuredClone(doc))
  }
  for (const { id } of results)
    for (const ref of strongReferences(staged.get(id)))
      if (!staged.has(ref) && !assets.has(ref))
        return send(res, 409, {
          error: { type: 'mutationError', description: `Document "${id}" references non-existent document "${ref}"` },
        })
  for (const { id } of results) documents.set(id, staged.get(id)!)
  transactions.push(results.map(({ id }) => id))
  send(res, 200, { transactionId: `tx-${requests.length}`, results })
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    requests.push({ method: req.method, path: url.pathname, authorization: req.headers.authorization })
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    if (req.headers.authorization !== 'Bearer sk-editor-token') return send(res, 401, { error: 'Unauthorized' })
    const route = /^\/v2025-02-19\/(?:assets\/(images|files)|data\/mutate)\/production$/.exec(url.pathname)
    if (req.method !== 'POST' || !route) return send(res, 404, { error: 'Not found' })
    if (route[1]) return send(res, 200, { document: upload(route[1] as 'images' | 'files', url, req, body) })
    mutate(JSON.parse(body.toString('utf8')), res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/**
 * Runs the real script as `npm run seed` would. Asynchronously: a blocking spawn would also block the stand-in above.
 */
function runSeed(env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-import.ts', ...args], {
      cwd: repo,
      // Only what the script needs, so nothing from the developer's shell (or a proxy setting) leaks in.
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        SANITY_PROJECT_ID: 'seedtest',
        SANITY_DATASET: 'production',
        SANITY_API_VERSION: '2025-02-19',
        SANITY_API_HOST: origin,
        SANITY_READ_TOKEN: 'sk-viewer-token',
        SANITY_WRITE_TOKEN: 'sk-editor-token',
        ...env,
      },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/**
 * What a seed document should look like once imported: each `_sanityAsset` swapped for a reference to the asset holding
 * that file's bytes.
 */
function expectedImport(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expectedImport)
  if (!value || typeof value !== 'object') return value
  const { _sanityAsset, ...rest } = value as Record<string, unknown>
  const copy = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, expectedImport(item)]))
  if (typeof _sanityAsset !== 'string') return copy
  const hash = sha1(readFileSync(path.join(seedDir, _sanityAsset.replace(/^(image|file)@file:\/\//, ''))))
  const asset = [...assets.values()].find((candidate) => candidate.sha1hash === hash)
  return { ...copy, asset: { _type: 'reference', _ref: asset?._id ?? `<no uploaded asset for ${_sanityAsset}>` } }
}

const seedSources = new Set(seed.flatMap((doc) => JSON.stringify(doc).match(/(?:image|file)@file:\/\/[^"]+/g) ?? []))
// Two seed files share their bytes (hotel-03.jpg, scene-spa-1.jpg); on Sanity, as here, they are one asset.
const distinctContents = new Set(
  [...seedSources].map((source) =>
    sha1(readFileSync(path.join(seedDir, source.replace(/^(image|file)@file:\/\//, '')))),
  ),
)

describe('npm run seed, before it touches Sanity', () => {
  beforeEach(() => {
    requests.length = 0
  })

  it('refuses to start without SANITY_WRITE_TOKEN, says where to get one, and sends nothing', async () => {
    // Empty rather than absent, so that a token in a developer's own .env cannot stand in for it.
    const result = await runSeed({ SANITY_WRITE_TOKEN: '' })
    expect(result.code).not.toBe(0)
    expect(result.stderr).toMatch(/SANITY_WRITE_TOKEN/)
    expect(result.stderr).toMatch(/sanity\.io\/manage.*Tokens/)
    expect(result.stderr).toMatch(/Editor/)
    expect(requests).toEqual([])
  })

  it('explains itself with --help, including that it deletes nothing, without contacting Sanity', async () => {
    const result = await runSeed({}, ['--help'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/SANITY_WRITE_TOKEN/)
    expect(result.stdout).toMatch(/never deletes/)
    expect(requests).toEqual([])
  })
})

describe("npm run seed into a dataset that already holds an editor's own document", () => {
  let firstRun: Awaited<ReturnType<typeof runSeed>>
  let firstRunRequests: typeof requests

  beforeAll(async () => {
    documents.clear()
    assets.clear()
    transactions.length = 0
    documents.set('note-from-editor', {
      _id: 'note-from-editor',
      _type: 'note',
      text: 'Written in the Studio, not part of the seed',
    })
    requests.length = 0
    firstRun = await runSeed({})
    firstRunRequests = [...requests]
  })

  it('imports the 107 documents (16 reviews, 37 ledgers), the draft, each image and video once, alt text kept', () => {
    expect(firstRun.stderr).toBe('')
    expect(firstRun.code).toBe(0)
    expect(firstRun.stdout).toContain(
      `Imported 107 documents and ${distinctContents.size} assets into seedtest/production.`,
    )

    expect(seed).toHaveLength(107)
    for (const doc of seed) expect(documents.get(doc._id), doc._id).toEqual(expectedImport(doc))
    expect(documents.get('drafts.package-gold-package')).toMatchObject({
      _type: 'itineraryPackage',
      name: { en: 'Gold Package' },
    })
    expect(JSON.stringify([...documents.values()])).not.toContain('_sanityAsset')

    expect(seedSources.size).toBeGreaterThan(90)
    expect(firstRunRequests.filter((request) => request.path.includes('/assets/'))).toHaveLength(distinctContents.size)
    expect(assets.size).toBe(distinctContents.size)
    const video = [...assets.values()].find((asset) => asset.originalFilename === 'ad-video.mp4')
    expect(video).toMatchObject({ _type: 'sanity.fileAsset', mimeType: 'video/mp4' })
    expect(video!._id).toBe(`file-${sha1(readFileSync(path.join(seedDir, 'files/ad-video.mp4')))}-mp4`)

    type Pictured = { image: { alt: { en: string }; asset: { _ref: string } } }
    const gold = documents.get('item-gold') as unknown as Pictured
    expect(gold.image.alt).toEqual((seed.find((doc) => doc._id === 'item-gold') as unknown as Pictured).image.alt)
    expect(gold.image.alt.en).not.toBe('')
    expect(assets.get(gold.image.asset._ref)).toMatchObject({
      _type: 'sanity.imageAsset',
      originalFilename: 'item-gold.jpg',
      mimeType: 'image/jpeg',
    })
  })

  it('writes the draft in a transaction of its own, after its published version: their revisions differ', () => {
    const draftAt = transactions.findIndex((ids) => ids.includes('drafts.package-gold-package'))
    const publishedAt = transactions.findIndex((ids) => ids.includes('package-gold-package'))
    expect(publishedAt).toBeGreaterThanOrEqual(0)
    expect(draftAt).toBeGreaterThan(publishedAt)
    expect(transactions[draftAt]!.filter((id) => !id.startsWith('drafts.'))).toEqual([])
  })

  it('leaves documents that are not in the seed alone', () => {
    expect(documents.get('note-from-editor')).toEqual({
      _id: 'note-from-editor',
      _type: 'note',
      text: 'Written in the Studio, not part of the seed',
    })
    expect(documents.size).toBe(108)
  })

  it('sends the Editor token as a Bearer token on every request, never the read token', () => {
    expect(firstRunRequests.length).toBeGreaterThan(0)
    for (const request of firstRunRequests) expect(request.authorization).toBe('Bearer sk-editor-token')
  })

  it('gives exactly the same dataset and no new assets when run a second time', async () => {
    const before = structuredClone([...documents.entries()])
    const assetsBefore = structuredClone([...assets.entries()])
    const result = await runSeed({})
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      `Imported 107 documents and ${distinctContents.size} assets into seedtest/production.`,
    )
    expect([...documents.entries()]).toEqual(before)
    expect([...assets.entries()]).toEqual(assetsBefore)
  })
})
