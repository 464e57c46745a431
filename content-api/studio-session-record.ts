import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, type Stats, statSync } from 'node:fs'
import path from 'node:path'
import writeFileAtomic from 'write-file-atomic'
import { z } from 'zod'

/**
 * What ends Studio sessions, kept beside the Content API's data (`<dataDir>/studio-sessions.json`): a restart of the
 * host keeps it, and `npm run studio:link -- --revoke-all` changes it whether the host runs or not.
 * - `salt` goes into the key every session is signed with: a new salt ends every session at once. A file that is
 *   missing or unreadable gets a new one, so losing the file ends sessions rather than bringing ended ones back.
 * - `ended`: the sessions signed out one at a time, each by its id, kept until it would have expired anyway.
 *
 * The host and the API read it again whenever it changed on disk (a stat per check), so a revocation written by
 * another process counts at once.
 */
export const STUDIO_SESSIONS_FILE = 'studio-sessions.json'

export const sessionRecordFile = (dataDir: string) => path.join(dataDir, STUDIO_SESSIONS_FILE)

const recordSchema = z.object({
  salt: z.string().min(32),
  /** Session id → the second its session would have expired. */
  ended: z.record(z.string(), z.number()),
})

export type SessionRecord = z.infer<typeof recordSchema>

export type SessionRecordFile = {
  /** The record as the file holds it now. */
  current(): SessionRecord
  /** Records one ended session (until `until`, in seconds), dropping the entries that are past theirs. */
  end(id: string, until: number, nowSeconds: number): void
}

function write(file: string, record: SessionRecord): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileAtomic.sync(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 })
}

/** A new salt and no ended sessions: every session signed before now is over. Returns the new record. */
export function endEverySession(file: string): SessionRecord {
  const record = { salt: randomBytes(32).toString('base64url'), ended: {} }
  write(file, record)
  return record
}

function read(file: string): SessionRecord | undefined {
  try {
    return recordSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      console.warn(`Studio: ${file} could not be read (${(error as Error).message}); every session ends`)
    return undefined
  }
}

/** Which version of the file is on disk: a write replaces it with a new file (a new inode) and a new time. */
const versionOf = (stats: Stats | undefined) =>
  stats ? `${stats.ino}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.size}` : 'none'

export function openSessionRecord(file: string): SessionRecordFile {
  let record: SessionRecord | undefined
  let version = ''
  const current = (): SessionRecord => {
    const onDisk = versionOf(statSync(file, { throwIfNoEntry: false }))
    if (record && onDisk === version) return record
    record = read(file) ?? endEverySession(file)
    version = versionOf(statSync(file, { throwIfNoEntry: false }))
    return record
  }
  return {
    current,
    end(id, until, nowSeconds) {
      const { salt, ended } = current()
      const kept = Object.fromEntries(Object.entries(ended).filter(([, expires]) => expires > nowSeconds))
      record = { salt, ended: { ...kept, [id]: until } }
      write(file, record)
      version = versionOf(statSync(file, { throwIfNoEntry: false }))
    },
  }
}
