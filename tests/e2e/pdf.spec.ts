import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { findChromium } from '../../server/pdf/chromium'
import { proposalDocument, writeProposal } from '../support/proposal-fixture'
import { seedDataset } from '../support/seed-data'
import { expect, test } from './fixtures'

/**
 * A proposal's "Download PDF" (decisions 064 and 065) with the real Chromium of the test server: the proposal's own
 * page printed, in English and in Arabic, read back with poppler's pdftotext and pdffonts as a traveller's PDF reader
 * would read it.
 */

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
/** The Gold Package as published, in both languages: the proposals' first two days are its first two. */
const gold = seedDataset.find((doc) => doc._id === 'package-gold-package')!
const titleOfDay1 = (lang: 'en' | 'ar') => gold.days[0].title[lang] as string

const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' }

/** Downloads a proposal's PDF as the traveller's browser does, and keeps it as a file for poppler. */
async function download(request: APIRequestContext, token: string, name: string) {
  const response = await request.get(`/proposal/${token}/pdf`)
  expect(response.status()).toBe(200)
  expect(response.headers()).toMatchObject({ 'content-type': 'application/pdf', ...PRIVATE_HEADERS })
  const bytes = await response.body()
  const file = test.info().outputPath(`${name}.pdf`)
  writeFileSync(file, bytes)
  return { file, bytes, disposition: response.headers()['content-disposition'] ?? '' }
}

test.describe("a proposal's PDF", () => {
  test.skip(!executable, 'no Chromium here: the page offers its printout instead, tested in proposal.spec.ts')
  test.setTimeout(90_000)

  test('in English: A4, the traveller, Day 1, the total and page numbers, as text, fonts embedded, made once', async ({
    request,
  }) => {
    const proposal = await writeProposal(proposalDocument())
    const { file, bytes, disposition } = await download(request, proposal.token, 'proposal-en')
    expect(disposition).toContain('attachment; filename="Proposal - Kenya golf and safari for the Hassans.pdf"')
    const facts = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
    expect(facts).toMatch(/Page size:\s+595\.\d+ x 842\.\d+ pts \(A4\)/)
    const pages = Number(/Pages:\s+(\d+)/.exec(facts)?.[1])
    const text = textOf(file)
    expect(text).toContain('Savanna Links Golf & Safari')
    expect(text).toContain('Layla Hassan')
    expect(text).toContain(titleOfDay1('en'))
    expect(text).toContain('USD 10,480')
    expect(text).toContain(`Page 1 of ${pages}`)
    expect(text).toContain(`Page ${pages} of ${pages}`)
    // None of the site's chrome, and none of the page's buttons, on paper.
    expect(text).not.toContain('Skip to content')
    expect(text).not.toContain('All rights reserved')
    expect(text).not.toContain('Accept this proposal')
    const fonts = fontsOf(file)
    expect(fonts.length).toBeGreaterThan(0)
    expect(fonts.filter((font) => font.emb !== 'yes' || font.uni !== 'yes')).toEqual([])
    await attachFirstPages(file)
    // Kept: a second download is the same file (a new print would carry a new creation date).
    expect((await download(request, proposal.token, 'proposal-en-again')).bytes.equals(bytes)).toBe(true)
  })

  test('in Arabic: the words in reading order, the page numbers in Arabic, fonts embedded', async ({ request }) => {
    const proposal = await writeProposal(proposalDocument({ language: 'ar' }))
    const { file } = await download(request, proposal.token, 'proposal-ar')
    const text = textOf(file)
    // Logical order, as typed in the Studio: a reader that searches or copies the PDF finds the words as written.
    // Compared without a day's number, which poppler moves within a right-to-left line as it lays text out (and
    // these words have no lam-alef ligature, whose two letters poppler gives back swapped).
    expect(text).toContain('يوم خاص على بحيرة نيفاشا')
    const dayTitle = titleOfDay1('ar').split(':')[1]!.trim()
    expect(dayTitle).toBe('الوصول إلى نيروبي وعشاء الترحيب')
    expect(text).toContain(dayTitle)
    expect(text).toContain('Layla Hassan')
    expect(text).toMatch(/صفحة\s*1\s*من\s*\d+/)
    expect(fontsOf(file).filter((font) => font.emb !== 'yes')).toEqual([])
    await attachFirstPages(file)
  })

  test('is there for no withdrawn proposal and for no wrong link', async ({ request }) => {
    const withdrawn = await writeProposal(proposalDocument({ status: 'withdrawn' }))
    const gone = await request.get(`/proposal/${withdrawn.token}/pdf`)
    expect([gone.status(), gone.headers()]).toMatchObject([404, PRIVATE_HEADERS])
    const wrong = await request.get(`/proposal/${'x'.repeat(43)}/pdf`)
    expect([wrong.status(), wrong.headers()]).toMatchObject([404, PRIVATE_HEADERS])
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
