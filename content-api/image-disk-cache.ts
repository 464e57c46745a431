import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The resizer's results on disk: one file per result, bounded in bytes, least recently used dropped first, shared
 * with a restart and with other workers on the same machine. Its index is this process's view of the folder, read
 * once on first use.
 */
export function createDiskCache(cacheDir: string, diskBytes: number) {
  // The disk's contents as this process knows them: file → bytes, in order of last use (a Map keeps insertion order).
  let diskIndex: Map<string, number> | undefined
  let diskTotal = 0
  let diskReady: Promise<void> | undefined
  const touch = (file: string, bytes: number) => {
    if (!diskIndex) return
    diskTotal += bytes - (diskIndex.get(file) ?? 0)
    diskIndex.delete(file)
    diskIndex.set(file, bytes)
  }
  const load = () =>
    (diskReady ??= (async () => {
      await mkdir(cacheDir, { recursive: true })
      const entries = await Promise.all(
        (await readdir(cacheDir)).map(async (name) => {
          const info = await stat(path.join(cacheDir, name)).catch(() => null)
          return info ? { name, bytes: info.size, used: info.mtimeMs } : null
        }),
      )
      diskIndex = new Map()
      for (const entry of entries.filter((e) => e !== null).sort((a, b) => a.used - b.used)) {
        // A temporary file older than a minute belongs to a write that never finished.
        if (entry.name.endsWith('.tmp')) {
          if (Date.now() - entry.used > 60_000) await rm(path.join(cacheDir, entry.name), { force: true })
          continue
        }
        touch(entry.name, entry.bytes)
      }
    })())
  const prune = async () => {
    if (!diskIndex || diskTotal <= diskBytes) return
    for (const [file, bytes] of diskIndex) {
      if (diskTotal <= diskBytes * 0.9) break
      diskIndex.delete(file)
      diskTotal -= bytes
      await unlink(path.join(cacheDir, file)).catch(() => undefined)
    }
  }

  return {
    /** Reads the folder into the index, once; every other call waits for that first read. */
    load,
    /** Whether the file is on disk as far as this process knows (after `load`). */
    has: (file: string) => diskIndex?.has(file) ?? false,
    /** The file's bytes, marked as just used, or null when it is not there. */
    async read(file: string): Promise<Buffer | null> {
      const stored = await readFile(path.join(cacheDir, file)).catch(() => null)
      if (stored) touch(file, stored.length)
      return stored
    },
    /** Keeps a result, then drops the least recently used past the bound; a failure only logs (memory still has it). */
    async keep(file: string, body: Buffer) {
      const target = path.join(cacheDir, file)
      // Written beside its final name, then renamed: a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
      try {
        await writeFile(temporary, body)
        await rename(temporary, target)
        touch(file, body.length)
        await prune()
      } catch (error) {
        await rm(temporary, { force: true })
        console.error(
          `Image cache: could not keep ${file} on disk (${(error as Error).message}); serving it from memory`,
        )
      }
    },
    /** Bytes the folder holds, as this process counts them (after its first use). */
    bytesUsed: () => diskTotal,
  }
}
