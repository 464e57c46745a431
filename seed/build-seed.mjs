// Writes seed/dataset.ndjson from the documents in seed/source/. Deterministic: same source, same bytes.
import { readdir, writeFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import path from 'node:path'

const here = path.dirname(fileURLToPath(import.meta.url))
const sourceDir = path.join(here, 'source')

export async function collectSeedDocuments() {
  const files = (await readdir(sourceDir)).filter((f) => f.endsWith('.mjs') && f !== 'helpers.mjs').sort()
  const documents = []
  for (const f of files) {
    const mod = await import(pathToFileURL(path.join(sourceDir, f)).href)
    if (!Array.isArray(mod.documents)) throw new Error(`${f} must export an array named documents`)
    documents.push(...mod.documents)
  }
  const ids = new Set()
  for (const doc of documents) {
    if (!doc._id || !doc._type) throw new Error(`a document lacks _id or _type: ${JSON.stringify(doc).slice(0, 120)}`)
    if (ids.has(doc._id)) throw new Error(`duplicate _id ${doc._id}`)
    ids.add(doc._id)
  }
  return documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}

export function toNdjson(documents) {
  return documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const documents = await collectSeedDocuments()
  await writeFile(path.join(here, 'dataset.ndjson'), toNdjson(documents))
  console.log(`seed/dataset.ndjson: ${documents.length} documents`)
}
