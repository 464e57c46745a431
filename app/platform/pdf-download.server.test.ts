import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { attachment, type PdfDownload, pdfAvailable, pdfDownload, pdfWords } from './pdf-download.server'
import type { PdfMaker, PdfOutcome, PdfRequest } from './pdf-maker'

const DOWNLOAD: PdfDownload = {
  path: '/ar/proposal/abc',
  key: 'proposal.1@r1',
  owner: 'proposal.1',
  lang: 'ar',
  filename: 'عرض - Amina.pdf',
}

/** An engine that answers `outcome`, and records what it was asked for. */
function makerAnswering(outcome: PdfOutcome, available = true) {
  const asked: PdfRequest[] = []
  const pdf: PdfMaker = {
    available: () => available,
    pdfOf: async (request) => {
      asked.push(request)
      return outcome
    },
    forgetPdfs: async () => {},
  }
  return { context: { clientAddress: '127.0.0.1', pdf }, asked }
}

const MADE_NOWHERE: PdfOutcome = { made: false, reason: 'failed', retryAfterSeconds: 1 }

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-download-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('Download PDF', () => {
  it('sends the kept PDF as an attachment, for this browser only, after asking in the page’s language', async () => {
    const file = path.join(dir, 'made.pdf')
    await writeFile(file, '%PDF-1.4 kept')
    const { context, asked } = makerAnswering({ made: true, file })
    const response = await pdfDownload(context, DOWNLOAD)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''%D8%B9%D8%B1%D8%B6")
    expect(await response.text()).toBe('%PDF-1.4 kept')
    expect(asked[0]?.words).toEqual({ letterhead: 'Savanna Links Golf & Safari', pageOf: 'صفحة {page} من {pages}' })
  })

  it('answers a full queue with a 503 that says when to come back, in the page’s language', async () => {
    const { context } = makerAnswering({ made: false, reason: 'busy', retryAfterSeconds: 12 })
    const response = await pdfDownload(context, DOWNLOAD)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('12')
    expect(await response.text()).toMatch(/^يجري إعداد ملفات PDF كثيرة.*12 ثانية\.$/)
  })

  it('answers a failed render with a 503 and a time to try again, not a 500', async () => {
    const { context } = makerAnswering({ made: false, reason: 'failed', retryAfterSeconds: 3 })
    const response = await pdfDownload(context, { ...DOWNLOAD, lang: 'en', path: '/proposal/abc' })
    expect([response.status, response.headers.get('retry-after')]).toEqual([503, '3'])
    expect(await response.text()).toBe('The PDF could not be made just now. Please try again in 3 seconds.')
  })

  it('says to print the page instead where no Chromium exists, and where no engine was handed over', async () => {
    const { context, asked } = makerAnswering({ made: false, reason: 'unavailable' }, false)
    for (const given of [context, { clientAddress: '127.0.0.1' }]) {
      const response = await pdfDownload(given, { ...DOWNLOAD, lang: 'en' })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBeNull()
      expect(await response.text()).toMatch(/cannot be made here\. Print this page instead/)
    }
    expect(asked).toEqual([])
    expect([pdfAvailable(context), pdfAvailable({}), pdfAvailable(makerAnswering(MADE_NOWHERE).context)]).toEqual([
      false,
      false,
      true,
    ])
  })

  it('makes the file again when it was swept between the answer and the read', async () => {
    const file = path.join(dir, 'gone.pdf')
    const { context, asked } = makerAnswering({ made: true, file })
    const response = await pdfDownload(context, DOWNLOAD)
    expect(asked).toHaveLength(2)
    expect(response.status).toBe(503)
  })
})

describe('the saved name', () => {
  it('keeps an ASCII name for old clients and the exact one for the rest', () => {
    expect(attachment('Proposal "A".pdf')).toBe(
      `attachment; filename="Proposal _A_.pdf"; filename*=UTF-8''Proposal%20%22A%22.pdf`,
    )
    expect(attachment('عرض.pdf')).toMatch(/^attachment; filename="_\.pdf"; filename\*=UTF-8''%D8/)
  })

  it('has the page numbers in English and Arabic for Chromium to fill in', () => {
    expect(pdfWords('en').pageOf).toBe('Page {page} of {pages}')
    expect(pdfWords('ar').pageOf).toBe('صفحة {page} من {pages}')
  })
})
