import { existsSync } from 'node:fs'
import { editorToken } from '../app/server/local-editor-token.server'
import { contentApiSettings } from './settings'
import { NEW_LINK_PATH } from './studio-sign-in-routes'

/**
 * `npm run studio:link`: a new one-time sign-in link for the Studio that `npm start` (or `npm run content-api`) serves
 * on STUDIO_PORT, for a link that was lost, used, or is wanted in another browser. The running host hands it out only
 * for the local editor token, which only this user can read (data/content-api-token, or CONTENT_API_TOKEN).
 */
// `npm start` reads .env too; the token may be set there.
if (existsSync('.env')) process.loadEnvFile('.env')
const settings = contentApiSettings()
const origin = `http://localhost:${settings.STUDIO_PORT}`

try {
  const answer = await fetch(`${origin}${NEW_LINK_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${editorToken(settings.CONTENT_API_TOKEN)}` },
  })
  if (!answer.ok) throw new Error(`the Studio at ${origin} answered ${answer.status}: ${(await answer.text()).trim()}`)
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
