import PQueue from 'p-queue'
import { languageById } from '#shared/languages'
import type { PdfMaker, PdfOutcome, PdfRequest } from '~/platform/pdf-maker'
import { type PageFurniture, pageFurniture } from './page-furniture'
import { forgetOwner, forgetOwnersBut, keep, kept, pdfFile, type Retention, sweep } from './pdf-files'

/** Prints the page at `url` to PDF bytes (print-page.ts, in the one browser). */
export type Printer = (url: string, furniture: PageFurniture) => Promise<Uint8Array>

export type PdfEngineOptions = {
  /** Where the made files are kept. */
  dir: string
  /** The site's own loopback origin, which every page to print is fetched from. */
  origin: string
  /** Null: no Chromium here; every request is answered "unavailable". */
  print: Printer | null
  /** Renders at once: each is a page of Chromium, tens of MB and a core while it lays out. */
  concurrency?: number
  /** Renders that may wait behind those; past this a request is told to come back (a 503 with Retry-After). */
  maxWaiting?: number
  retention: Retention
}

export type PdfEngine = PdfMaker & {
  /** Deletes what the retention period and the file cap say is due; the engine does it on start and daily. */
  sweep(): Promise<number>
  /** Deletes the files of every owner but these (the proposals that still exist); how many owners' files went. */
  forgetAllBut(owners: readonly string[]): Promise<number>
  /** Takes no new render, lets the running one finish, and stops the daily sweep. */
  close(): Promise<void>
}

const DAY_MS = 24 * 60 * 60 * 1000
/** What a render is thought to take before one has been timed: the Retry-After of the first busy answer. */
const FIRST_GUESS_MS = 3_000

/**
 * Makes each PDF once and keeps it (decision 065): a request whose file is kept gets it at once; otherwise one
 * render is queued for it, and every request for the same file meanwhile waits for that render instead of
 * queueing another. The queue is bounded, so a burst of downloads costs the server a waiting list, not a browser
 * page each.
 */
export function createPdfEngine({
  dir,
  origin,
  print,
  concurrency = 1,
  maxWaiting = 8,
  retention,
}: PdfEngineOptions): PdfEngine {
  const queue = new PQueue({ concurrency })
  const flights = new Map<string, Promise<PdfOutcome>>()
  // An owner forgotten while its render was running must not get its file back when the render ends.
  const forgotten = new Map<string, number>()
  let renderMs = FIRST_GUESS_MS
  let closed = false

  const retryAfterSeconds = () => Math.max(1, Math.ceil((renderMs * (queue.size + queue.pending)) / concurrency / 1000))

  const render = async (file: string, request: PdfRequest, printer: Printer): Promise<PdfOutcome> => {
    if (closed) return { made: false, reason: 'failed', retryAfterSeconds: retryAfterSeconds() }
    const generation = forgotten.get(request.owner) ?? 0
    const started = performance.now()
    const furniture = pageFurniture(request.words, languageById(request.lang).dir)
    const bytes = await printer(new URL(request.path, origin).href, furniture)
    renderMs = Math.round(0.7 * renderMs + 0.3 * (performance.now() - started))
    if ((forgotten.get(request.owner) ?? 0) !== generation)
      return { made: false, reason: 'failed', retryAfterSeconds: retryAfterSeconds() }
    await keep(file, bytes)
    return { made: true, file }
  }

  const sweepNow = () => sweep(dir, retention).catch(() => 0)
  void sweepNow()
  const daily = setInterval(sweepNow, DAY_MS)
  daily.unref()

  return {
    available: () => print !== null,

    async pdfOf(request) {
      if (!print) return { made: false, reason: 'unavailable' }
      if (!request.path.startsWith('/') || request.path.startsWith('//'))
        throw new Error(`pdfOf prints pages of this site only: ${request.path}`)
      const file = pdfFile(dir, request.owner, request.key, request.lang)
      const flying = flights.get(file)
      if (flying) return flying
      // Looked for without yielding (a stat of a local file), so renders queue in the order they were asked for.
      if (kept(file)) return { made: true, file }
      if (queue.size >= maxWaiting || closed)
        return { made: false, reason: 'busy', retryAfterSeconds: retryAfterSeconds() }
      const flight = queue
        .add(() => render(file, request, print))
        .catch((error: unknown): PdfOutcome => {
          console.error('[pdf] could not print', request.path.replace(/[^/]+$/, '…'), error)
          return { made: false, reason: 'failed', retryAfterSeconds: retryAfterSeconds() }
        })
        .finally(() => flights.delete(file))
      flights.set(file, flight)
      return flight
    },

    async forgetPdfs(owner) {
      forgotten.set(owner, (forgotten.get(owner) ?? 0) + 1)
      await forgetOwner(dir, owner)
    },

    sweep: sweepNow,

    forgetAllBut: (owners) => forgetOwnersBut(dir, owners),

    async close() {
      closed = true
      clearInterval(daily)
      await queue.onIdle()
    },
  }
}
