import { readFile } from 'node:fs/promises'
import type { Lang } from '#shared/languages'
import { catalogueFor } from '~/i18n/catalogue'
import { type PdfOutcome, type PdfRequest, type PdfWords, pdfMakerOf } from './pdf-maker'
import { NO_STORE, PRIVATE_NO_STORE, plainText } from './plain-text'

/** The letterhead and footer words of a PDF in `lang`; Chromium fills in the page numbers. */
export function pdfWords(lang: Lang): PdfWords {
  const words = catalogueFor(lang).pdf
  return { letterhead: words.letterhead, pageOf: words.pageOf('{page}', '{pages}') }
}

/**
 * Whether this server can make PDFs: for a page's loader, which otherwise shows `catalogueFor(lang).pdf.unavailable`
 * in place of "Download PDF" (the page's print stylesheet still gives a clean printout).
 */
export function pdfAvailable(context: unknown): boolean {
  return pdfMakerOf(context)?.available() ?? false
}

export type PdfDownload = Omit<PdfRequest, 'words'> & {
  /** The name the browser saves it under (`Proposal - Amina Odhiambo.pdf`). */
  filename: string
}

/**
 * A route's answer to "Download PDF" (decision 065): the kept PDF, made first if need be, for this browser's eyes
 * only; or a plain 503 in the page's language that says why, and when to come back when that is known. Never a 500:
 * the engine answers a busy queue, a missing Chromium and a failed render with an outcome, not an error.
 */
export async function pdfDownload(context: unknown, download: PdfDownload): Promise<Response> {
  const maker = pdfMakerOf(context)
  const words = catalogueFor(download.lang).pdf
  if (!maker || !pdfAvailable(context)) return plainText(words.unavailable, 503, NO_STORE)
  const request: PdfRequest = { ...download, words: pdfWords(download.lang) }
  let outcome: PdfOutcome = await maker.pdfOf(request)
  let bytes = outcome.made ? await readFile(outcome.file).catch(() => null) : null
  // Swept between the answer and the read (the file cap): made again, once.
  if (outcome.made && !bytes) {
    outcome = await maker.pdfOf(request)
    bytes = outcome.made ? await readFile(outcome.file).catch(() => null) : null
  }
  if (bytes) {
    return new Response(bytes, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': attachment(download.filename),
        ...PRIVATE_NO_STORE,
      },
    })
  }
  if (!outcome.made && outcome.reason === 'unavailable') return plainText(words.unavailable, 503, NO_STORE)
  const seconds = outcome.made ? 1 : outcome.retryAfterSeconds
  const text = !outcome.made && outcome.reason === 'busy' ? words.busy(seconds) : words.failed(seconds)
  return plainText(text, 503, { ...NO_STORE, 'Retry-After': String(seconds) })
}

/** `attachment` with an ASCII name for old clients and the exact (Arabic, accented) name in RFC 5987's form. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}
