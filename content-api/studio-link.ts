import { existsSync } from 'node:fs'
import path from 'node:path'
import { editorToken } from '#shared/local-editor-token.server'
import { contentApiSettings } from './settings'
import { endEverySession, sessionRecordFile } from './studio-session-record'
import { NEW_LINK_PATH } from './studio-sign-in-routes'

/**
 * `npm run studio:link`: a new one-time sign-in link for the Studio that `npm start` (or `npm run content-api`) serves
 * on STUDIO_PORT, for a link that was lost, used, or is wanted in another browser. The running host hands it out only
 * for the local editor token, which only this user can read (data/content-api-token, or CONTENT_API_TOKEN).
 *
 * `npm run studio:link -- --revoke-all`: ends every Studio session, whether the Studio runs or not, by giving the
 * sessions' record in CONTENT_API_DATA_DIR a new salt (studio-session-record.ts); a running host and API read it at
 * once.
 */
// `npm start` reads .env too; the token and the data folder may be set there.
if (existsSync('.env')) process.loadEnvFile('.env')
const settings = contentApiSettings()
const origin = `http://localhost:${settings.STUDIO_PORT}`
const REVOKE_ALL = '--revoke-all'

async function printNewLink(): Promise<void> {
  try {
    const answer = await fetch(`${origin}${NEW_LINK_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editorToken(settings.CONTENT_API_TOKEN)}` },
    })
    if (!answer.ok)
      throw new Error(`the Studio at ${origin} answered ${answer.status}: ${(await answer.text()).trim()}`)
    const { link } = (await answer.json()) as { link: string }
    console.log(`Studio: sign in with this one-time link: ${link}`)
  } catch (error) {
    const reason =
      (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'
        ? `no Studio answers at ${origin}`
        : (error as Error).message
    console.error(
      `studio:link: ${reason}. Start it with npm start (or npm run content-api); STUDIO_PORT names another port.`,
    )
    process.exitCode = 1
  }
}

async function revokeAll(): Promise<void> {
  const file = sessionRecordFile(path.resolve(settings.CONTENT_API_DATA_DIR))
  endEverySession(file)
  const running = await fetch(`${origin}/`, { method: 'HEAD' }).then(
    () => true,
    () => false,
  )
  console.log(
    'Studio: ended every session. No browser signed in until now opens the Studio, and the tokens their Studio ' +
      `pages were given no longer reach the Content API (the sessions' key in ${file} is new).`,
  )
  console.log(
    running
      ? `Studio: the Studio at ${origin} refuses them now; npm run studio:link prints a link to sign in again.`
      : `Studio: no Studio runs at ${origin}; when it starts it refuses them, and prints a new sign-in link.`,
  )
}

const options = process.argv.slice(2)
const unknown = options.filter((option) => option !== REVOKE_ALL)
if (unknown.length > 0) {
  console.error(`studio:link: unknown option ${unknown.join(' ')}; the one option is ${REVOKE_ALL}`)
  process.exitCode = 2
} else if (options.includes(REVOKE_ALL)) await revokeAll()
else await printNewLink()
