// `npm run bench:preview`: how long a keystroke in the Studio takes to show in the Presentation tool's preview.
// It starts the editorial stack offline (the local Content API on a scratch copy of the seed, the built site, the
// built Studio; the same as the Presentation browser test), opens the Gold Package in Presentation in Chromium,
// opens Day 1's title from the preview as an editor would (a click on it), then makes 20 edits: each types a few
// characters, and is timed from its last keystroke to the moment the preview's Day 1 title shows the new text.
// Targets: p50 ≤ 500 ms, max ≤ 1.5 s.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { startEditorialStack } from '../tests/support/editorial-stack'

const EDITS = 20
const PAUSE_MS = 1_200
const GIVE_UP_MS = 10_000
const root = path.resolve(import.meta.dirname, '..')

/**
 * Runs in the preview: resolves with the time (ms since the epoch, the clock this script reads too) at which its
 * Day 1 title first reads `expected`, edit marks aside. Written as source, not a function of this file, which
 * the TypeScript loader would wrap in helpers the page does not have.
 */
const WATCH_FOR_TITLE = new Function(
  '_body',
  '{ expected, giveUpMs }',
  `return new Promise((resolve, reject) => {
    const marks = /[\\u200B-\\u200D\\u2060-\\u2063\\uFEFF]|\\uD834[\\uDD73-\\uDD7A]/g
    const observer = new MutationObserver(() => {
      const shown = (document.querySelector('.day-timeline__day h3')?.textContent ?? '').replace(marks, '')
      if (shown === expected) { observer.disconnect(); resolve(Date.now()) }
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    setTimeout(() => reject(new Error('the preview never showed ' + JSON.stringify(expected))), giveUpMs)
  })`,
) as (body: unknown, args: { expected: string; giveUpMs: number }) => Promise<number>

for (const [built, how] of [
  ['build/server', 'npm run build'],
  ['build/host/main.js', 'npm run build'],
  ['studio/dist/index.html', 'npm run studio:build'],
] as const) {
  if (!existsSync(path.join(root, built))) {
    console.error(`bench:preview needs ${built}: run \`${how}\` first.`)
    process.exit(1)
  }
}

const executablePath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate))
const stack = await startEditorialStack()
const browser = await chromium.launch({
  executablePath,
  // Desktop Chrome, the editor's browser, gives each site its own renderer process; the headless shell here put
  // the Studio and the framed site (another site) on one main thread, where each waited for the other.
  args: [
    '--site-per-process',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
})
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  const gold = '/listed-itinerary-details/gold-package'
  await page.goto(
    stack.studio.signInLink(`/presentation/itineraryPackage;package-gold-package?preview=${encodeURIComponent(gold)}`),
  )
  const frame = page.frameLocator('iframe[src*="127.0.0.1"]')
  const day1 = frame.locator('.day-timeline__day h3').first()
  await day1.waitFor({ timeout: 120_000 })
  await frame.getByRole('complementary', { name: 'Preview mode' }).waitFor({ timeout: 60_000 })
  // Give the live channel a moment to connect, as an editor would take to find what to change.
  await page.waitForTimeout(2_000)
  await day1.click()
  const title = page.getByRole('textbox', { name: 'Title' })
  await title.waitFor({ timeout: 30_000 })
  await title.press('End')

  const times: number[] = []
  for (let n = 1; n <= EDITS; n += 1) {
    const addition = ` ${n}`
    const expected = `${await title.inputValue()}${addition}`
    // The preview reports the moment its Day 1 title first reads `expected` (marks aside), on the same clock.
    const seen = frame.locator('body').evaluate(WATCH_FOR_TITLE, { expected, giveUpMs: GIVE_UP_MS })
    await page.waitForTimeout(50)
    await title.pressSequentially(addition.slice(0, -1))
    const lastKey = Date.now()
    await title.press(addition.at(-1)!)
    const ms = (await seen) - lastKey
    times.push(ms)
    console.log(`edit ${String(n).padStart(2)}: "${addition}" shown in the preview ${ms} ms after the keystroke`)
    await page.waitForTimeout(PAUSE_MS)
  }
  const sorted = [...times].sort((a, b) => a - b)
  const p50 = sorted[Math.floor((sorted.length - 1) / 2)]!
  console.log(
    `\nkeystroke → preview over ${EDITS} edits: p50 ${p50} ms, max ${sorted.at(-1)} ms ` +
      '(targets: p50 ≤ 500 ms, max ≤ 1,500 ms)',
  )
} finally {
  await browser.close()
  await stack.close()
}
process.exit(0)
