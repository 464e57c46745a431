import type { AppLoadContext } from '@remix-run/node'
import { clientKey } from '#shared/client-key'
import type { HostSeam } from '~/host-seam'
import { type CacheEntry, createEntry, type PageCache, storablePolicy } from './page-cache'
import { type RenderAdmission, RenderShed } from './render-admission'

export type RecordingPageTags = HostSeam['recordingPageTags']
export type RenderRequestInit = { url: string; headers: Headers }
/**
 * What a render gave: an entry to answer from (kept in the cache, or, for an answer that may not be kept, made for
 * the visitors who asked at the same moment, with its status), or a response only its first visitor may have.
 */
export type Rendered =
  | { entry: CacheEntry; status: number; response?: undefined }
  | { entry?: undefined; status?: undefined; response: globalThis.Response }
/** How many visitors besides the first are waiting for a render under way. */
type Joiners = { joiners: number }
type InFlight = Joiners & { pending: Promise<Rendered> }

/** The freshness of an answer made only for the visitors who asked at the same moment: none. */
const NOT_KEPT = { freshMs: 0, staleMs: 0 }

/**
 * The renders under way, one per URL, each in its turn of the admission, kept in the cache when they may be.
 * `handle` renders with the app (Remix's fetch-style handler); `recordingPageTags(tags, fn)` runs it while the
 * app records the documents it shows.
 */
export function createRenderFlights(options: {
  handle: (request: globalThis.Request, loadContext: AppLoadContext) => Promise<globalThis.Response>
  recordingPageTags: RecordingPageTags
  cache: PageCache
  admission: RenderAdmission
}) {
  const { handle, recordingPageTags, cache, admission } = options
  const rendering = new Map<string, InFlight>()

  /**
   * Renders one URL; keeps the result when it may be kept. An answer that may not be kept is still shared with
   * the visitors who asked for the same URL while it rendered (a render sees nothing of a request but its URL
   * and host, so theirs would be the same page), unless it sets a cookie: then it is its first visitor's alone.
   */
  async function render(
    requestInit: RenderRequestInit,
    loadContext: AppLoadContext,
    flight: Joiners,
  ): Promise<Rendered> {
    const generation = cache.generation
    const tags = new Set<string>()
    const response = await recordingPageTags(tags, () =>
      handle(new Request(requestInit.url, { headers: requestInit.headers }), loadContext),
    )
    const policy = storablePolicy(response)
    if (!policy && (flight.joiners === 0 || response.headers.has('set-cookie'))) return { response }
    const body = Buffer.from(await response.arrayBuffer())
    const cacheTags = (response.headers.get('cache-tag') ?? '').split(',').filter(Boolean)
    const entry = createEntry({
      key: requestInit.url,
      headers: response.headers,
      body,
      policy: policy ?? NOT_KEPT,
      tags: cacheTags,
      now: cache.now(),
    })
    if (!policy) return { entry, status: response.status }
    entry.requestInit = requestInit
    cache.store(entry, generation)
    return { entry, status: 200 }
  }

  /**
   * One render per URL at a time: visitors who ask while it runs get its result. A new render waits for a turn;
   * null when the backlog is full.
   */
  function renderOnce(key: string, requestInit: RenderRequestInit, loadContext: AppLoadContext) {
    const under = rendering.get(key)
    if (under) {
      under.joiners += 1
      return { pending: under.pending, first: false }
    }
    const flight: Joiners = { joiners: 0 }
    const turn = admission.run(() => render(requestInit, loadContext, flight), clientKey(loadContext))
    if (!turn) return null
    const pending = turn.finally(() => rendering.delete(key))
    rendering.set(key, Object.assign(flight, { pending }))
    return { pending, first: true }
  }

  /** A stale page is answered at once and rendered again behind it, when a turn to render is free. */
  function refresh(entry: CacheEntry) {
    if (rendering.has(entry.key) || !entry.requestInit || admission.waiting > 0) return
    renderOnce(entry.key, entry.requestInit, { clientAddress: '' })?.pending.catch((error) => {
      if (error instanceof RenderShed) return
      console.error('Refreshing a cached page failed; the stale copy stays', new URL(entry.key).pathname, error)
    })
  }

  return { renderOnce, refresh, isRendering: (key: string) => rendering.has(key) }
}
