import path from 'node:path'
import type { ServerEnv } from '#shared/site-settings.server'
import { findChromium, launchChromium } from './chromium'
import { oneBrowser } from './one-browser'
import { createPdfEngine, type PdfEngine } from './pdf-engine'
import { printPage } from './print-page'

const DAY_MS = 24 * 60 * 60 * 1000
/** Files kept at most, whatever their age: past it the least recently made go (a download makes one again). */
const MAX_KEPT_FILES = 2_000

/**
 * The address this process prints its own pages from: loopback, unless the server listens on one address only,
 * which is then the only one that answers.
 */
export function loopbackOrigin(host: string | undefined, port: number): string {
  const everywhere = !host || host === '0.0.0.0' || host === '::'
  const address = everywhere ? '127.0.0.1' : host
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`
}

/**
 * The site's PDF engine in this server process (server/worker.ts): one browser, launched at the first render, its
 * files under data/pdf/. Workers share the folder, so a file one made is another's too.
 */
export function sitePdfs(env: ServerEnv, root: string): PdfEngine {
  const executable = findChromium(env.CHROME_PATH)
  const browser = executable ? oneBrowser(() => launchChromium(executable)) : null
  const engine = createPdfEngine({
    dir: path.join(root, 'data', 'pdf'),
    origin: loopbackOrigin(env.HOST, env.PORT),
    print: browser ? async (url, furniture) => printPage(await browser.get(), url, furniture) : null,
    retention: { maxAgeMs: env.PRIVATE_RETENTION_DAYS * DAY_MS, maxFiles: MAX_KEPT_FILES },
  })
  return {
    ...engine,
    async close() {
      await engine.close()
      await browser?.close()
    },
  }
}
