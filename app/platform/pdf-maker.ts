import type { Lang } from '#shared/languages'

/**
 * The PDF engine as the app sees it (decision 065). The host owns it (server/pdf/: one Chromium, its queue and the
 * kept files) and hands it to the app in the load context, as `context.pdf`; outside the host (unit tests of a
 * route) there is none, and a page says that no PDF can be made here.
 */
export type PdfMaker = {
  /** Whether a Chromium was found (CHROME_PATH, or Debian's): when not, a page offers the printout instead. */
  available(): boolean
  /** The kept file for `key`, or a render of `path` queued to make it. Never throws for a busy or failed render. */
  pdfOf(request: PdfRequest): Promise<PdfOutcome>
  /** Deletes every file made for `owner` (a proposal's id): when its proposal is deleted or withdrawn. */
  forgetPdfs(owner: string): Promise<void>
}

export type PdfRequest = {
  /** A path on this site (`/proposal/<token>`): the host prints it from its own loopback address. */
  path: string
  /** What makes one document differ from another (a proposal's id and revision): one file per key and language. */
  key: string
  /** Whose files these are, so forgetPdfs(owner) finds them all. */
  owner: string
  lang: Lang
  /** The letterhead and the footer, in the page's language. */
  words: PdfWords
}

export type PdfWords = {
  /** The company's name at the top of every page. */
  letterhead: string
  /** "Page {page} of {pages}": both placeholders are filled in by Chromium on each page. */
  pageOf: string
}

export type PdfOutcome =
  | { made: true; file: string }
  /** Too many renders wait already: the answer is a 503 that says when to come back. */
  | { made: false; reason: 'busy'; retryAfterSeconds: number }
  /** No Chromium here. */
  | { made: false; reason: 'unavailable' }
  /** The page or the browser failed; the next request tries again. */
  | { made: false; reason: 'failed'; retryAfterSeconds: number }

/** The engine the host put in a loader's or action's context, or null. */
export function pdfMakerOf(context: unknown): PdfMaker | null {
  const pdf = (context as { pdf?: PdfMaker } | null | undefined)?.pdf
  return pdf ?? null
}
