// `npm run bench`: Lighthouse (12.8.2, fetched by npx; mobile, its default, in Debian's Chromium headless shell or
// full browser, or CHROME_PATH) over the main pages, one line each:
// the four scores, LCP, CLS, TBT, what the page transferred (and without its video), and its scripts. It starts
// the production server on its embedded defaults on a free port (building first if needed); BENCH_URL points it
// at a running site instead; paths after `--` are measured instead of the main pages. Figures vary run to run on
// a shared machine: compare medians of a few runs.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startProductionServer } from './production-server'

/** The parts of Lighthouse's JSON report (lhr) read here. */
interface LighthouseReport {
  categories: Record<string, { score: number }>
  audits: {
    'largest-contentful-paint': { numericValue: number }
    'cumulative-layout-shift': { numericValue: number }
    'total-blocking-time': { numericValue: number }
    'network-requests': { details: { items: NetworkRequest[] } }
  }
}

interface NetworkRequest {
  resourceType?: string
  transferSize?: number
}

// Debian's headless shell, which the tests install (scripts/test.ts), else the full browser.
const CHROMIUM =
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ?? '/usr/bin/chromium'

const base = process.env.BENCH_URL ?? (await startProductionServer()).origin
// Paths given after `--` (`npm run bench -- /about /ar/about`) are measured instead of the main pages.
const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const pages = chosen.length
  ? chosen
  : [
      '/',
      '/itineraries',
      '/itineraries?country=kenya&activity=golf&sort=price',
      '/itinerary/gold-package',
      '/listed-itinerary-details/gold-package',
      '/about',
      '/contact',
      '/search?q=golf',
    ]
const out = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
const flags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run'

for (const page of pages) {
  // A live site answers its main pages from the page cache: measure that, not the first render after a start.
  for (let i = 0; i < 2; i += 1)
    await (await fetch(base + page, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer()
  // Likewise its images: a live site's image cache (or CDN) has each size already, not a resize on first sight.
  await warmImages(await (await fetch(base + page)).text())
  const report = path.join(out, 'report.json')
  // Spawned, not spawnSync: a blocked event loop would miss the server closing an idle kept-alive connection
  // and reuse it for the next page's warm-up.
  const status = await new Promise<number | null>((resolve) => {
    const run = spawn(
      'npx',
      [
        '-y',
        'lighthouse@12.8.2',
        base + page,
        '--output=json',
        `--output-path=${report}`,
        `--chrome-flags=${flags}`,
        '--quiet',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM },
        stdio: 'ignore',
      },
    )
    run.on('exit', (code) => resolve(code))
  })
  if (status !== 0) {
    console.log(`${page}: lighthouse failed (exit ${status})`)
    continue
  }
  const r = JSON.parse(readFileSync(report, 'utf8')) as LighthouseReport
  const scores = Object.entries(r.categories)
    .map(([name, category]) => `${name} ${Math.round(category.score * 100)}`)
    .join(', ')
  const lcp = Math.round(r.audits['largest-contentful-paint'].numericValue)
  const cls = r.audits['cumulative-layout-shift'].numericValue.toFixed(3)
  const tbt = Math.round(r.audits['total-blocking-time'].numericValue)
  const requests = r.audits['network-requests'].details.items
  const kb = (items: NetworkRequest[]) =>
    Math.round(items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024)
  const transfer =
    `${kb(requests)} KB transferred (${kb(requests.filter((item) => item.resourceType !== 'Media'))} ` +
    `KB without video), scripts ${kb(requests.filter((item) => item.resourceType === 'Script'))} KB`
  console.log(`${page}: ${scores}; LCP ${lcp} ms, CLS ${cls}, TBT ${tbt} ms; ${transfer}`)
}
process.exit(0)

/** Asks once for every image size the page names (src and srcset), in the formats Chromium accepts. */
async function warmImages(html: string): Promise<void> {
  const urls = new Set<string>()
  for (const [, value = ''] of html.matchAll(/\s(?:src|srcSet|srcset)="([^"]+)"/g)) {
    for (const candidate of value.split(',')) {
      const url = candidate.trim().split(/\s+/)[0]?.replaceAll('&amp;', '&')
      if (url?.startsWith('/images/')) urls.add(url)
    }
  }
  for (const url of urls)
    await (
      await fetch(base + url, { headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } })
    ).arrayBuffer()
}
