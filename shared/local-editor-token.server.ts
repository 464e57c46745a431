import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'

/**
 * The local editor token: what the local Content API (content-api/) accepts for drafts and writes, the Studio it
 * serves signs in with, and the site reads drafts with on the embedded defaults. It is random per install, never a
 * value anyone could know in advance: a page on another site that reaches the API (DNS rebinding, a guessed port)
 * must not be able to write with it. Made on first use and kept in `data/` (git ignores it), readable by its owner
 * only. CONTENT_API_TOKEN, when set, is used instead (env.server.ts and content-api/ read it, not this module:
 * code under app/ reads the environment only through env.server.ts).
 *
 * Shared by the site's server and content-api/ (which imports it from here, so the site's bundle never reaches
 * into content-api/).
 */

/**
 * Relative to the working directory, as every other file under data/ is (`npm start` runs everything from the
 * repository).
 */
export const LOCAL_EDITOR_TOKEN_FILE = path.join('data', 'content-api-token')

/** Shorter than this, a file is not one this module wrote (32 random bytes are 43 characters). */
const MIN_LENGTH = 32

const known = new Map<string, string>()

/** The configured token when there is one, else the per-install one. */
export function editorToken(configured: string | undefined, file?: string): string {
  return configured || localEditorToken(file)
}

/**
 * The token kept in `file` (default `data/content-api-token`), made now if there is none yet. Read once per process:
 * the Content API and the site each take it at start-up and keep it. `hooks.beforeLink` lets a test run a rival
 * between this call's write and its link.
 */
export function localEditorToken(
  file: string = LOCAL_EDITOR_TOKEN_FILE,
  hooks: { beforeLink?: () => void } = {},
): string {
  const resolved = path.resolve(file)
  let token = known.get(resolved)
  if (!token) {
    token = readToken(resolved) ?? createToken(resolved, hooks)
    known.set(resolved, token)
  }
  return token
}

function readToken(file: string): string | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const token = text.trim()
  if (token.length < MIN_LENGTH || /\s/.test(token)) {
    throw new Error(
      `${file} does not hold a local editor token (at least ${MIN_LENGTH} characters); delete it and the next start ` +
        'makes a new one',
    )
  }
  // A copied or restored data folder may have lost the file's mode; anyone else on the machine must not read it.
  try {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
  } catch {
    // Not ours to change (another user's checkout): it is still the token.
  }
  return token
}

/**
 * Two processes may start at once (`npm start` runs the Content API and the site; tests run several). Each writes a
 * whole token to a name of its own, then links it into place: a link never replaces an existing file, so the first
 * one wins, the others read it, and nobody ever sees a half-written file.
 */
function createToken(file: string, hooks: { beforeLink?: () => void }): string {
  mkdirSync(path.dirname(file), { recursive: true })
  const token = randomBytes(32).toString('base64url')
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  const fd = openSync(temporary, 'wx', 0o600)
  try {
    writeSync(fd, `${token}\n`)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  try {
    hooks.beforeLink?.()
    linkSync(temporary, file)
    return token
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const theirs = readToken(file)
    if (!theirs) throw new Error(`${file} vanished while the local editor token was being made`)
    return theirs
  } finally {
    try {
      unlinkSync(temporary)
    } catch {
      // Already gone: nothing to tidy.
    }
  }
}
