import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Doc } from './documents'

/** Where a dataset's documents are kept between runs: one JSON document a line, as `sanity dataset export` writes. */
export const datasetFile = (dataDir: string, dataset: string) => path.join(dataDir, `${dataset}.ndjson`)

export function readDatasetFile(file: string): Doc[] | null {
  if (!existsSync(file)) return null
  const text = readFileSync(file, 'utf8')
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as Doc
      } catch (error) {
        throw new Error(`${file}:${index + 1} is not valid JSON (${(error as Error).message}); run npm run content:reset to start again from the seed`)
      }
    })
}

/**
 * Replaces the file whole: the new contents go to a temporary file beside it, reach the disk, and are renamed
 * over the old one, so a crash at any moment leaves either the previous file or the new one, never a mix.
 */
export async function writeFileAtomically(file: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    const handle = await open(temporary, 'w')
    try {
      await handle.writeFile(contents)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

export const toNdjson = (documents: Iterable<Doc>) => {
  let out = ''
  for (const doc of documents) out += `${JSON.stringify(doc)}\n`
  return out
}

/**
 * Serialises writes of one file and folds bursts together: a request that arrives while a write is running
 * waits for one more write that starts after it, which then carries every change made meanwhile.
 */
export function createWriter(file: string, snapshot: () => string) {
  let chain: Promise<void> = Promise.resolve()
  let queued: Promise<void> | null = null
  return {
    write(): Promise<void> {
      if (queued) return queued
      const next = chain.then(() => {
        queued = null
        return writeFileAtomically(file, snapshot())
      })
      queued = next
      chain = next.catch(() => undefined)
      return next
    },
    /** Resolves once every write asked for so far has finished (whatever its outcome). */
    idle: () => chain,
  }
}
