import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PdfRequest } from '~/platform/pdf-maker'
import type { PageFurniture } from './page-furniture'
import { createPdfEngine, type PdfEngine, type PdfEngineOptions, type Printer } from './pdf-engine'

const WORDS = { letterhead: 'Savanna Links Golf & Safari', pageOf: 'Page {page} of {pages}' }
const request = (key: string, extra: Partial<PdfRequest> = {}): PdfRequest => ({
  path: `/proposal/token-of-${key}`,
  key,
  owner: `proposal.${key}`,
  lang: 'en',
  words: WORDS,
  ...extra,
})

/** A printer that records what it was asked for and finishes each print only when the test lets it. */
function heldPrinter() {
  const printed: Array<{ url: string; furniture: PageFurniture }> = []
  const waiting: Array<() => void> = []
  let running = 0
  let mostAtOnce = 0
  const print: Printer = async (url, furniture) => {
    printed.push({ url, furniture })
    running += 1
    mostAtOnce = Math.max(mostAtOnce, running)
    await new Promise<void>((release) => waiting.push(release))
    running -= 1
    if (url.includes('broken')) throw new Error('the page answered 500')
    return new TextEncoder().encode(`%PDF of ${url}`)
  }
  return {
    print,
    printed,
    mostAtOnce: () => mostAtOnce,
    /** Resolves once `count` prints have started. */
    async started(count: number) {
      await expect.poll(() => printed.length).toBe(count)
    },
    releaseNext() {
      waiting.shift()?.()
    },
  }
}

/** A printer that answers at once. */
const instantPrinter = () => {
  const printed: string[] = []
  const print: Printer = async (url) => {
    printed.push(url)
    return new TextEncoder().encode(`%PDF of ${url}`)
  }
  return { print, printed }
}

let dir: string
const engines: PdfEngine[] = []
const engineWith = (options: Partial<PdfEngineOptions>) => {
  const engine = createPdfEngine({
    dir,
    origin: 'http://127.0.0.1:3999',
    print: null,
    retention: { maxAgeMs: 60_000, maxFiles: 100 },
    ...options,
  })
  engines.push(engine)
  return engine
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-engine-'))
})
afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.close()))
  await rm(dir, { recursive: true, force: true })
})

describe('the PDF engine', () => {
  it('prints the page from the site’s own origin once, keeps it, and answers the kept file next time', async () => {
    const printer = instantPrinter()
    const engine = engineWith({ print: printer.print })
    const first = await engine.pdfOf(request('a'))
    const second = await engine.pdfOf(request('a'))
    expect(printer.printed).toEqual(['http://127.0.0.1:3999/proposal/token-of-a'])
    expect(first).toEqual(second)
    if (!first.made) throw new Error('expected a file')
    expect(await readFile(first.file, 'utf8')).toBe('%PDF of http://127.0.0.1:3999/proposal/token-of-a')
  })

  it('finds a file another engine (another worker, or before a restart) kept', async () => {
    const printer = instantPrinter()
    await engineWith({ print: printer.print }).pdfOf(request('a'))
    const later = instantPrinter()
    expect((await engineWith({ print: later.print }).pdfOf(request('a'))).made).toBe(true)
    expect(later.printed).toEqual([])
  })

  it('makes one file per key and per language', async () => {
    const printer = instantPrinter()
    const engine = engineWith({ print: printer.print })
    const english = await engine.pdfOf(request('a'))
    const arabic = await engine.pdfOf(request('a', { lang: 'ar', path: '/ar/proposal/token-of-a' }))
    const nextRevision = await engine.pdfOf(request('a', { key: 'a@rev2', owner: 'proposal.a' }))
    expect(printer.printed).toHaveLength(3)
    const files = [english, arabic, nextRevision].map((outcome) => (outcome.made ? outcome.file : null))
    expect(new Set(files).size).toBe(3)
  })

  it('shares one render among every request for the same file that comes while it runs', async () => {
    const printer = heldPrinter()
    const engine = engineWith({ print: printer.print })
    const asked = Array.from({ length: 20 }, () => engine.pdfOf(request('a')))
    await printer.started(1)
    printer.releaseNext()
    const outcomes = await Promise.all(asked)
    expect(printer.printed).toHaveLength(1)
    expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome))).size).toBe(1)
    expect(outcomes[0]?.made).toBe(true)
  })

  it('prints one page at a time, in the order asked, and tells one past the waiting list to come back', async () => {
    const printer = heldPrinter()
    const engine = engineWith({ print: printer.print, concurrency: 1, maxWaiting: 2 })
    const asked = ['a', 'b', 'c'].map((key) => engine.pdfOf(request(key)))
    await printer.started(1)
    // One printing and two waiting: a fourth document is refused with a time to come back…
    const refused = await engine.pdfOf(request('d'))
    expect(refused).toEqual({ made: false, reason: 'busy', retryAfterSeconds: expect.any(Number) })
    if (refused.made || refused.reason !== 'busy') throw new Error('expected busy')
    expect(Number.isInteger(refused.retryAfterSeconds) && refused.retryAfterSeconds >= 1).toBe(true)
    // …while a request for a document already on its way joins it rather than being refused.
    const joined = engine.pdfOf(request('b'))
    for (let release = 0; release < 3; release += 1) {
      printer.releaseNext()
      await printer.started(Math.min(release + 2, 3))
    }
    expect((await Promise.all([...asked, joined])).every((outcome) => outcome.made)).toBe(true)
    expect(printer.printed.map((print) => print.url.slice(-1))).toEqual(['a', 'b', 'c'])
    expect(printer.mostAtOnce()).toBe(1)
  })

  it('answers a failed render as failed, keeps nothing, and prints again at the next request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const printer = heldPrinter()
    const engine = engineWith({ print: printer.print })
    const broken = request('a', { path: '/proposal/broken' })
    const failing = engine.pdfOf(broken)
    await printer.started(1)
    printer.releaseNext()
    expect(await failing).toEqual({ made: false, reason: 'failed', retryAfterSeconds: expect.any(Number) })
    const again = engine.pdfOf(broken)
    await printer.started(2)
    printer.releaseNext()
    await again
    expect(printer.printed).toHaveLength(2)
    // The log says which kind of page failed, never its token.
    expect(logged.mock.calls.map((call) => call[1])).toEqual(['/proposal/…', '/proposal/…'])
    logged.mockRestore()
  })

  it('says "unavailable" without a Chromium, and prints nothing', async () => {
    const engine = engineWith({ print: null })
    expect(engine.available()).toBe(false)
    expect(await engine.pdfOf(request('a'))).toEqual({ made: false, reason: 'unavailable' })
  })

  it('prints pages of this site only', async () => {
    const engine = engineWith({ print: instantPrinter().print })
    await expect(engine.pdfOf(request('a', { path: 'https://elsewhere.example/' }))).rejects.toThrow(/this site/)
    await expect(engine.pdfOf(request('a', { path: '//elsewhere.example/' }))).rejects.toThrow(/this site/)
  })

  it('forgets an owner’s files, so the next download prints again', async () => {
    const printer = instantPrinter()
    const engine = engineWith({ print: printer.print })
    const kept = await engine.pdfOf(request('a'))
    const other = await engine.pdfOf(request('b'))
    await engine.forgetPdfs('proposal.a')
    await expect(readFile(kept.made ? kept.file : '')).rejects.toThrow()
    expect(other.made && (await readFile(other.file, 'utf8'))).toContain('token-of-b')
    await engine.pdfOf(request('a'))
    expect(printer.printed).toHaveLength(3)
  })

  it('keeps nothing of an owner forgotten while its render ran', async () => {
    const printer = heldPrinter()
    const engine = engineWith({ print: printer.print })
    const running = engine.pdfOf(request('a'))
    await printer.started(1)
    await engine.forgetPdfs('proposal.a')
    printer.releaseNext()
    expect((await running).made).toBe(false)
    const again = engine.pdfOf(request('a'))
    await printer.started(2)
    printer.releaseNext()
    expect((await again).made).toBe(true)
  })

  it('gives Chromium the letterhead and the page numbers in the page’s language and direction', async () => {
    const printer = instantPrinter()
    const seen: PageFurniture[] = []
    const engine = engineWith({
      print: (url, furniture) => {
        seen.push(furniture)
        return printer.print(url, furniture)
      },
    })
    await engine.pdfOf(
      request('a', { lang: 'ar', words: { letterhead: 'S & L <b>', pageOf: 'صفحة {page} من {pages}' } }),
    )
    expect(seen[0]?.headerTemplate).toContain('dir="rtl"')
    expect(seen[0]?.headerTemplate).toContain('S &#38; L &#60;b&#62;')
    expect(seen[0]?.footerTemplate).toContain(
      'صفحة <span class="pageNumber"></span> من <span class="totalPages"></span>',
    )
  })

  it('takes no new render once closed', async () => {
    const engine = engineWith({ print: instantPrinter().print })
    await engine.close()
    expect((await engine.pdfOf(request('a'))).made).toBe(false)
  })
})
