import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { dataPath } from '#shared/setting-defaults'
import { type ContentApi, createContentApi } from '../../content-api/server'
import { type StudioHost, serveStudio } from '../../content-api/studio-host'
import { type SiteServer, startSiteServer } from './site-server'

/**
 * The whole editorial loop on loopback, on ports of its own: the local Content API (a scratch copy of the seed),
 * the built site reading from it (page cache on, publish webhook and preview enabled), and the built Studio, whose
 * "Preview on site" opens that site. A browser signs in as the local editor by following a one-time link
 * (`studio.signInLink(path)`), as an editor follows the one `npm start` prints.
 */
export type EditorialStack = {
  api: ContentApi
  apiOrigin: string
  site: SiteServer
  studio: StudioHost
  token: string
  /** Where the site's outbox (EmailJS's stand-in) writes what it would e-mail. */
  outboxFile: string
  /** GROQ over the raw dataset (drafts included), as the editor. */
  query<T>(groq: string): Promise<T>
  close(): Promise<void>
}

const root = path.resolve(import.meta.dirname, '../..')

/** A port nobody listens on right now (the system's pick for port 0, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function startEditorialStack(): Promise<EditorialStack> {
  const distDir = path.join(root, 'studio', 'dist')
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('studio/dist is missing: npm run studio:build')
  if (!existsSync(path.join(root, 'build', 'server'))) throw new Error('build/ is missing: npm run build')

  const token = 'editorial-loop-editor-token'
  const webhookSecret = 'editorial-loop-webhook-secret'
  const dataDir = mkdtempSync(path.join(tmpdir(), 'editorial-loop-'))
  const sitePort = await freePort()
  const siteOrigin = `http://127.0.0.1:${sitePort}`
  // The Studio is on `localhost`, the site on `127.0.0.1`: two sites, as a Studio on *.sanity.studio and the
  // company's domain are, so the Presentation tool frames the site cross-site.
  const studioPort = await freePort()
  const outboxFile = path.join(dataDir, 'outbox.ndjson')

  let api: ContentApi | undefined
  let site: SiteServer | undefined
  let studio: StudioHost | undefined
  const close = async () => {
    await studio?.close()
    site?.stop()
    await site?.exited
    await api?.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    api = createContentApi({
      dataDir,
      seedDir: path.join(root, 'seed'),
      token,
      webhook: { url: `${siteOrigin}/api/sanity-webhook`, secret: webhookSecret },
    })
    const { origin: apiOrigin } = await api.listen(0)
    site = await startSiteServer(sitePort, {
      // The embedded defaults, on this stack's API (not the shared test server's).
      SANITY_PROJECT_ID: '',
      CONTENT_API_URL: apiOrigin,
      CONTENT_API_TOKEN: token,
      SANITY_WEBHOOK_SECRET: webhookSecret,
      SANITY_PREVIEW_SECRET: 'editorial-loop-preview-secret',
      SKIP_AUTH_EMULATOR: '1',
      SANITY_STUDIO_URL: `http://localhost:${studioPort}`,
      ENQUIRY_OUTBOX: 'on',
      ENQUIRY_OUTBOX_FILE: outboxFile,
    })
    studio = await serveStudio({ distDir, port: studioPort, apiOrigin, editor: api, siteUrl: site.origin, log: false })

    const query = async <T>(groq: string): Promise<T> => {
      const url = `${apiOrigin}${dataPath('query')}?query=${encodeURIComponent(groq)}&perspective=raw`
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } })
      if (!response.ok) throw new Error(`query ${groq} answered ${response.status}`)
      return ((await response.json()) as { result: T }).result
    }
    return { api, apiOrigin, site, studio, token, outboxFile, query, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** The page's HTML as a visitor without cookies gets it, straight from the server. */
export async function publicHtml(origin: string, pathname: string): Promise<string> {
  const response = await fetch(`${origin}${pathname}`)
  return response.text()
}

/**
 * Milliseconds from the moment `published()` first holds (the dataset has the published change) to the moment the
 * first public response containing `text` arrives, both polled every ~50 ms from now on. Rejects after `timeoutMs`.
 */
export async function publishToLive(options: {
  published: () => Promise<boolean>
  origin: string
  pathname: string
  text: string
  timeoutMs?: number
}): Promise<{ publishedAt: number; liveAt: number; ms: number }> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000)
  let publishedAt: number | undefined
  let liveAt: number | undefined
  const tick = () => new Promise((resolve) => setTimeout(resolve, 50))
  const watchPublished = async () => {
    while (publishedAt === undefined && Date.now() < deadline) {
      if (await options.published()) publishedAt = performance.now()
      else await tick()
    }
  }
  const watchLive = async () => {
    while (liveAt === undefined && Date.now() < deadline) {
      const html = await publicHtml(options.origin, options.pathname)
      if (html.includes(options.text)) liveAt = performance.now()
      else await tick()
    }
  }
  await Promise.all([watchPublished(), watchLive()])
  if (publishedAt === undefined) throw new Error('the publish never reached the dataset')
  if (liveAt === undefined) throw new Error(`${options.pathname} never showed "${options.text}"`)
  return { publishedAt, liveAt, ms: Math.round(liveAt - publishedAt) }
}
