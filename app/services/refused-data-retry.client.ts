import {
  documentUrlOf,
  isDataRequest,
  isDataSubmission,
  isManifestRequest,
  isRefusal,
  MAX_DATA_RETRIES,
  resendDelayMs,
  retryDelayMs,
} from '~/logic/refused-data'

/**
 * Wraps the browser's fetch so that a `.data` request (or Remix's route manifest) the server refused for being busy
 * (app/logic/refused-data.ts) is asked again after Retry-After, and past that is turned into a full page load,
 * instead of reaching Remix's client as an answer it cannot decode ("Unexpected Application Error!"); and a form a
 * script sent is sent again until it is taken. Installed once, before hydration.
 */
export function retryRefusedDataRequests(win: Window & typeof globalThis = window) {
  const fetchOnce = win.fetch.bind(win)
  win.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), win.location.href)
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    if (isDataSubmission(url, method)) return sendUntilTaken(fetchOnce, input, init)
    if (!isDataRequest(url, method)) return fetchOnce(input, init)
    for (let retries = 0; ; retries += 1) {
      const response = await fetchOnce(input, init)
      if (!isRefusal(response.status, response.headers.get('content-type'))) return response
      const wait = retryDelayMs(response.headers.get('retry-after'))
      if (wait === null || retries >= MAX_DATA_RETRIES) {
        // Remix's own word for "load the page in full": on a click, it loads the page clicked; while it only
        // looks ahead at the page's links, it leaves the visitor where they are.
        if (isManifestRequest(url)) return new Response(null, { status: 204, headers: RELOAD_DOCUMENT })
        win.location.assign(documentUrlOf(url))
        // The page is being replaced: Remix is never handed the refusal.
        return new Promise<Response>(() => {})
      }
      await pause(wait, init?.signal ?? undefined)
    }
  }
}

const RELOAD_DOCUMENT = { 'X-Remix-Reload-Document': 'yes' }

/** Sends a form again after each refusal, as long as the server asks to wait, until it is taken or given up. */
async function sendUntilTaken(fetchOnce: typeof fetch, input: RequestInfo | URL, init?: RequestInit) {
  for (;;) {
    // A Request's body can be read once: each attempt sends a copy (a body given in `init` can be sent again).
    const response = await fetchOnce(input instanceof Request ? input.clone() : input, init)
    if (!isRefusal(response.status, response.headers.get('content-type'))) return response
    await pause(resendDelayMs(response.headers.get('retry-after')), init?.signal ?? undefined)
  }
}

/** Waits, unless the request is given up meanwhile (the visitor went elsewhere): then as fetch would, an AbortError. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}
