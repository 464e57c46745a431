import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { editorToken, LOCAL_EDITOR_TOKEN_FILE } from '#shared/local-editor-token.server'
import { createContentApi } from './server'
import { contentApiSettings } from './settings'
import { type StudioHost, serveStudio } from './studio-host'

/**
 * `npm run content-api`: the local Content Lake on http://127.0.0.1:3334 (CONTENT_API_PORT) and the Studio on
 * http://localhost:3333 (STUDIO_PORT; building studio/dist first if it is missing), which prints a one-time link that
 * signs a browser in as the local editor, and whose "Preview on site" opens SITE_URL when given.
 * Loopback only; for development and tests, never deployed. Its settings: content-api/settings.ts.
 */
const root = path.resolve(import.meta.dirname, '..')
const settings = contentApiSettings()
const { CONTENT_API_WEBHOOK_URL: webhookUrl, SANITY_WEBHOOK_SECRET: secret } = settings
if (webhookUrl && !secret)
  console.warn(
    'Content API: CONTENT_API_WEBHOOK_URL is set but SANITY_WEBHOOK_SECRET is not; the publish webhook is off',
  )

const api = createContentApi({
  dataDir: settings.CONTENT_API_DATA_DIR,
  token: editorToken(settings.CONTENT_API_TOKEN),
  ...(webhookUrl && secret ? { webhook: { url: webhookUrl, secret } } : {}),
})
let studio: StudioHost | undefined
let studioBuild: ChildProcess | undefined
// Before the origin is printed: whoever reads it may send SIGTERM at once, and a signal with no handler yet
// would end the process unsaved.
let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`Content API: ${signal}, saving and stopping`)
  // A second signal, or a close that hangs, still ends the process.
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  try {
    studioBuild?.kill('SIGTERM')
    await studio?.close()
    await api.close()
    process.exit(0)
  } catch (error) {
    console.error(`Content API: could not stop cleanly: ${(error as Error).message}`)
    process.exit(1)
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
const { origin } = await api.listen(settings.CONTENT_API_PORT)
console.log(`Content API: ${origin}`)
if (!settings.CONTENT_API_TOKEN)
  console.log(
    `Content API: the editor token is the one made for this install, in ${LOCAL_EDITOR_TOKEN_FILE} ` +
      '(set CONTENT_API_TOKEN to choose one)',
  )

const distDir = path.join(root, 'studio', 'dist')
const serveBuiltStudio = async () => {
  studio = await serveStudio({
    distDir,
    port: settings.STUDIO_PORT,
    apiOrigin: origin,
    editor: api,
    projectId: settings.SANITY_STUDIO_PROJECT_ID,
    ...(settings.SITE_URL ? { siteUrl: settings.SITE_URL } : {}),
  })
}
if (settings.STUDIO) {
  if (existsSync(path.join(distDir, 'index.html'))) await serveBuiltStudio()
  else {
    // Built beside the running API (not before it): the site reads the API meanwhile.
    console.log('Studio: building it first (npm run studio:build, about a minute)…')
    studioBuild = spawn('npm', ['run', 'studio:build', '--silent'], { cwd: root, stdio: 'inherit' })
    studioBuild.on('exit', (code) => {
      studioBuild = undefined
      if (code === 0 && existsSync(path.join(distDir, 'index.html'))) void serveBuiltStudio()
      else if (!stopping) console.error('Studio: the build failed; the Content API runs without it')
    })
  }
}
