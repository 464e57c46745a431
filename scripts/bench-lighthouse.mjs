// `npm run bench`: Lighthouse (12.8.2, fetched by npx) over the main pages of a running site, one line each.
// Start the site first (`npm start`); BENCH_URL points elsewhere. Figures vary run to run on a shared machine:
// compare medians of a few runs, not single numbers.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
const pages = ['/', '/itineraries', '/search?q=golf', '/itinerary/gold-package', '/listed-itinerary-details/gold-package', '/LuxuryHotelDetails', '/about', '/contact', '/Terms-&-Conditions']
const out = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run'

for (const page of pages) {
  const report = path.join(out, 'report.json')
  const run = spawnSync('npx', ['-y', 'lighthouse@12.8.2', base + page, '--output=json', `--output-path=${report}`, `--chrome-flags=${flags}`, '--quiet'], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    stdio: 'ignore',
  })
  if (run.status !== 0) {
    console.log(`${page}: lighthouse failed (exit ${run.status})`)
    continue
  }
  const r = JSON.parse(readFileSync(report, 'utf8'))
  const scores = Object.entries(r.categories).map(([name, category]) => `${name} ${Math.round(category.score * 100)}`).join(', ')
  const lcp = Math.round(r.audits['largest-contentful-paint'].numericValue)
  const cls = r.audits['cumulative-layout-shift'].numericValue.toFixed(3)
  const tbt = Math.round(r.audits['total-blocking-time'].numericValue)
  console.log(`${page}: ${scores}; LCP ${lcp} ms, CLS ${cls}, TBT ${tbt} ms`)
}
