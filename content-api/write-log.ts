import { existsSync, readFileSync } from 'node:fs'
import { type FileHandle, mkdir, open } from 'node:fs/promises'
import path from 'node:path'
import type { Doc } from './documents'
import { parseStoredLine, syncDirectory } from './persistence'

/**
 * A dataset's write log (decision 047): each committed transaction appended as one JSON line, the documents it left
 * and the ids it deleted, beside the dataset's file, so a write costs what it changed, not the whole dataset.
 * `current` takes the appends; `folding` is a log being folded into the dataset file (dataset-persistence.ts).
 */
export type LoggedTransaction = { transactionId: string; changes: { id: string; after: Doc | null }[] }

export const writeLogFiles = (dataDir: string, dataset: string) => ({
  current: path.join(dataDir, `${dataset}.writes.ndjson`),
  folding: path.join(dataDir, `${dataset}.writes.folding.ndjson`),
})

/**
 * The transactions a log holds, oldest first. A last line without its newline is an append a crash cut short,
 * which was never acknowledged: it is ignored with a warning. Any other line that is not JSON stops the start.
 */
export function readWriteLog(file: string): LoggedTransaction[] {
  if (!existsSync(file)) return []
  const lines = readFileSync(file, 'utf8').split('\n')
  const torn = lines.pop()
  if (torn)
    console.warn(
      `Content API: ignored the last line of ${file}, cut short by a crash before its write was acknowledged ` +
        `(${torn.length} characters)`,
    )
  return lines.map((line, index) => parseStoredLine<LoggedTransaction>(file, line, index))
}

/** Puts documents in the state a log's transactions leave them, in order. */
export function replay(docs: Map<string, Doc>, transactions: LoggedTransaction[]): void {
  for (const { changes } of transactions)
    for (const { id, after } of changes) {
      if (after) docs.set(id, after)
      else docs.delete(id)
    }
}

/**
 * Appends lines to a file, each on disk (fdatasync) before its promise resolves. An append that fails is cut off
 * again, so the next one starts a line of its own; if even that fails, the log refuses every later append.
 */
export function createLogAppender(file: string) {
  let handle: FileHandle | null = null
  let bytes = 0
  let broken: Error | null = null
  return {
    /** Bytes in the file (what this appender has written to it, after what it held when first opened). */
    get bytes() {
      return bytes
    },
    async append(line: string): Promise<void> {
      if (broken) throw broken
      let created = false
      if (!handle) {
        await mkdir(path.dirname(file), { recursive: true })
        created = !existsSync(file)
        handle = await open(file, 'a')
        bytes = (await handle.stat()).size
      }
      const data = Buffer.from(line, 'utf8')
      try {
        await handle.write(data)
        await handle.datasync()
        // A new file's name is on disk only once its folder is.
        if (created) await syncDirectory(path.dirname(file))
        bytes += data.length
      } catch (error) {
        await handle.truncate(bytes).catch((cause: Error) => {
          broken = new Error(`The write log ${file} could not be repaired after a failed write: ${cause.message}`)
        })
        throw error
      }
    },
    /** Closes the file (a later append opens it again, or a new file by the same name). */
    async close(): Promise<void> {
      const open = handle
      handle = null
      bytes = 0
      await open?.close()
    },
  }
}
