import { existsSync, readFileSync } from 'node:fs'
import { mkdir, open } from 'node:fs/promises'
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
    .map((line, index) => parseStoredLine<Doc>(file, line, index))
}

/** A line of a file the API keeps: one that is not JSON stops the start, saying where it is and what to do. */
export function parseStoredLine<T>(file: string, line: string, index: number): T {
  try {
    return JSON.parse(line) as T
  } catch (error) {
    throw new Error(
      `${file}:${index + 1} is not valid JSON (${(error as Error).message}); ` +
        'run npm run content:reset to start again from the seed',
    )
  }
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

/**
 * The documents as ndjson, made a slice at a time with the event loop free in between: folding the write log into
 * the dataset file runs beside requests, and 2,000 items are megabytes of JSON.
 */
export async function toNdjsonInSlices(documents: readonly Doc[], sliceChars = 256 * 1024): Promise<string> {
  const parts: string[] = []
  let slice = 0
  for (const doc of documents) {
    const line = `${JSON.stringify(doc)}\n`
    parts.push(line)
    slice += line.length
    if (slice >= sliceChars) {
      slice = 0
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  return parts.join('')
}

/** Makes the names in a folder (a file created, renamed or removed) as durable as the files' contents. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
