import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { findChromium, launchChromium } from '../../server/pdf/chromium'
import { oneBrowser } from '../../server/pdf/one-browser'
import { createPdfEngine, type PdfEngine } from '../../server/pdf/pdf-engine'
import { printPage } from '../../server/pdf/print-page'
import { seedDataset } from '../support/seed-data'
import { expect, test } from './fixtures'

/**
 * The PDF engine (decision 065) with the real Chromium against the test server: a page of the site in English and
 * in Arabic, read back with poppler's pdftotext and pdffonts as a traveller's PDF reader would read it.
 */

const WORDS = {
  en: { letterhead: 'Savanna Links Golf & Safari', pageOf: 'Page {page} of {pages}' },
  ar: { letterhead: 'Savanna Links Golf & Safari', pageOf: 'صفحة {page} من {pages}' },
}
/** Direction marks poppler puts around right-to-left runs: not part of the words. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const textOf = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(BIDI_CONTROLS, '')

/** pdffonts' table, one row per font: its name, type and whether it is embedded and has a Unicode map. */
function fontsOf(file: string) {
  const rows = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2)
  return rows.map((row) => {
    const cells = row.trim().split(/\s+/)
    const [emb, sub, uni] = cells.slice(-5, -2)
    return { name: cells[0], emb, sub, uni }
  })
}

const executable = findChromium(process.env.CHROME_PATH)
/** The Gold Package as published, in both languages. */
const gold = seedDataset.find((doc) => doc._id === 'package-gold-package')!
const titleOfDay1 = (lang: 'en' | 'ar') => gold.days[0].title[lang] as string

test.describe('a page printed to PDF', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(!executable, 'no Chromium here')
  test.setTimeout(90_000)

  let dir: string
  let engine: PdfEngine
  let browser: ReturnType<typeof oneBrowser<Browser>>
  let printed = 0
  test.beforeAll(({ baseURL }) => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-spec-'))
    browser = oneBrowser(() => launchChromium(executable!))
    engine = createPdfEngine({
      dir,
      origin: baseURL!,
      print: async (url, furniture) => {
        printed += 1
        return printPage(await browser.get(), url, furniture)
      },
      retention: { maxAgeMs: 60 * 60 * 1000, maxFiles: 10 },
    })
  })
  test.afterAll(async () => {
    await engine.close()
    await browser.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const print = async (lang: 'en' | 'ar') => {
    const outcome = await engine.pdfOf({
      path: `${lang === 'ar' ? '/ar' : ''}/itinerary/gold-package`,
      key: 'gold-package',
      owner: 'package-gold-package',
      lang,
      words: WORDS[lang],
    })
    if (!outcome.made) throw new Error(`no PDF: ${JSON.stringify(outcome)}`)
    return outcome.file
  }

  test('in English: A4 with the letterhead, the plan and page numbers, as text, fonts embedded', async () => {
    const file = await print('en')
    const facts = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
    expect(facts).toMatch(/Page size:\s+595\.\d+ x 842\.\d+ pts \(A4\)/)
    const pages = Number(/Pages:\s+(\d+)/.exec(facts)?.[1])
    const text = textOf(file)
    expect(text).toContain('Savanna Links Golf & Safari')
    expect(text).toContain('Gold Package')
    expect(text).toContain(titleOfDay1('en'))
    expect(text).toContain(`Page 1 of ${pages}`)
    expect(text).toContain(`Page ${pages} of ${pages}`)
    // None of the site's chrome on paper.
    expect(text).not.toContain('Skip to content')
    expect(text).not.toContain('All rights reserved')
    const fonts = fontsOf(file)
    expect(fonts.length).toBeGreaterThan(0)
    expect(fonts.filter((font) => font.emb !== 'yes' || font.uni !== 'yes')).toEqual([])
    await attachFirstPages(file)
  })

  test('in Arabic: the words in reading order, the page numbers in Arabic, fonts embedded', async () => {
    const file = await print('ar')
    const text = textOf(file)
    // Logical order, as typed in the Studio: a reader that searches or copies the PDF finds the seed's own words.
    // Compared without the day's number, which poppler moves within a right-to-left line as it lays text out (and
    // these titles have no lam-alef ligature, whose two letters poppler gives back swapped).
    expect(text).toContain(gold.name.ar)
    const dayTitle = titleOfDay1('ar').split(':')[1]!.trim()
    expect(dayTitle).toBe('الوصول إلى نيروبي وعشاء الترحيب')
    expect(text).toContain(dayTitle)
    expect(text).toMatch(/صفحة\s*1\s*من\s*\d+/)
    expect(fontsOf(file).filter((font) => font.emb !== 'yes')).toEqual([])
    await attachFirstPages(file)
  })

  test('is made once: the second download finds the kept file and prints nothing', async () => {
    const before = printed
    const file = await print('en')
    const madeAt = statSync(file).mtimeMs
    expect(await print('en')).toBe(file)
    expect(statSync(file).mtimeMs).toBe(madeAt)
    expect(printed).toBe(before)
  })
})

/** The first two pages at 60 dpi beside the test's report, to be looked at. */
async function attachFirstPages(file: string) {
  const info = test.info()
  const prefix = info.outputPath('page')
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', file, prefix])
  for (const page of ['page-1.png', 'page-2.png'])
    await info.attach(page, { path: info.outputPath(page), contentType: 'image/png' })
}
