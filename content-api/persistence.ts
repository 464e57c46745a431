import { existsSync, readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import writeFileAtomic from 'write-file-atomic'
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
        throw new Error(
          `${file}:${index + 1} is not valid JSON (${(error as Error).message}); ` +
            'run npm run content:reset to start again from the seed',
        )
      }
    })
}

/**
 * Replaces the file whole (write-file-atomic: a temporary file beside it, fsync, rename), so a crash at any moment
 * leaves either the previous file or the new one, never a mix.
 */
export async function writeFileAtomically(file: string, contents: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFileAtomic(file, contents)
}

/**
 * A temporary file a write that never finished left beside a dataset: write-file-atomic names it `<file>.<number>`
 * (`.tmp` is what this module's own writer used before).
 */
export const isTemporaryFile = (name: string) => /\.ndjson\.\d+$/.test(name) || name.endsWith('.tmp')

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
