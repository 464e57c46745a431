import { createHash, randomBytes } from 'node:crypto'
import { statSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where the made PDFs are kept: `<dir>/<owner's hash>/<key's hash>.pdf`. Hashes keep ids and tokens out of the
 * file names (and out of any listing of the folder), and one folder per owner makes forgetting an owner one
 * removal.
 */
const hashOf = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length)

export function ownerFolder(dir: string, owner: string): string {
  return path.join(dir, hashOf(owner, 24))
}

export function pdfFile(dir: string, owner: string, key: string, lang: string): string {
  return path.join(ownerFolder(dir, owner), `${hashOf(`${lang}\n${key}`, 40)}.pdf`)
}

export function kept(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false
}

/**
 * Written under another name and renamed into place, so a reader (or another worker making the same file) never
 * sees half a PDF.
 */
export async function keep(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
  try {
    await writeFile(partial, bytes)
    await rename(partial, file)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

export async function forgetOwner(dir: string, owner: string): Promise<void> {
  await rm(ownerFolder(dir, owner), { recursive: true, force: true })
}

/**
 * Deletes the folders of every owner not named (a deleted proposal's PDFs); how many folders went. A folder with a
 * file made in the last hour stays until the next run: another server of this checkout (a test's, on a Content Lake
 * of its own) may have just made it for a proposal this server's lake does not have.
 */
export async function forgetOwnersBut(dir: string, owners: readonly string[], now = Date.now()): Promise<number> {
  const keptFolders = new Set(owners.map((owner) => path.basename(ownerFolder(dir, owner))))
  const folders = await readdir(dir, { withFileTypes: true }).catch(() => [])
  let gone = 0
  for (const entry of folders.filter((folder) => folder.isDirectory() && !keptFolders.has(folder.name))) {
    const folder = path.join(dir, entry.name)
    const madeAt = await Promise.all(
      (await readdir(folder).catch(() => [] as string[])).map(
        async (name) => (await stat(path.join(folder, name))).mtimeMs,
      ),
    ).catch(() => [now])
    if (madeAt.some((time) => now - time < RECENT_MS)) continue
    await rm(folder, { recursive: true, force: true })
    gone += 1
  }
  return gone
}

const RECENT_MS = 60 * 60 * 1000

const LEFT_BEHIND_MS = 60 * 60 * 1000

export type Retention = { maxAgeMs: number; maxFiles: number }

/**
 * Keeps the folder bounded: deletes files older than the retention period (their proposals are gone by then), then
 * the least recently made past `maxFiles` (a later download makes one again). Returns how many it deleted.
 */
export async function sweep(dir: string, { maxAgeMs, maxFiles }: Retention, now = Date.now()): Promise<number> {
  const owners = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const files: Array<{ file: string; madeAt: number }> = []
  for (const owner of owners.filter((entry) => entry.isDirectory())) {
    const folder = path.join(dir, owner.name)
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const file = path.join(folder, name)
      const found = await stat(file).catch(() => null)
      if (!found?.isFile()) continue
      if (name.endsWith('.pdf')) files.push({ file, madeAt: found.mtimeMs })
      // What a render that never finished (the process ended mid-write) left behind.
      else if (now - found.mtimeMs > LEFT_BEHIND_MS) await rm(file, { force: true })
    }
  }
  files.sort((a, b) => b.madeAt - a.madeAt)
  const due = files.filter((entry, index) => now - entry.madeAt > maxAgeMs || index >= maxFiles)
  for (const { file } of due) await rm(file, { force: true })
  return due.length
}
