import { documentUrlOf, isDataRequest, isRefusal, MAX_DATA_RETRIES, retryDelayMs } from '~/logic/refused-data'

/**
 * Wraps the browser's fetch so that a `.data` request the server refused for being busy (app/logic/refused-data.ts)
 * is asked again after Retry-After, and past that is turned into a full page load, instead of reaching Remix's
 * client as an answer it cannot decode ("Unexpected Application Error!"). Installed once, before hydration.
 */
export function retryRefusedDataRequests(win: Window & typeof globalThis = window) {
  const fetchOnce = win.fetch.bind(win)
  win.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), win.location.href)
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    if (!isDataRequest(url, method)) return fetchOnce(input, init)
    for (let retries = 0; ; retries += 1) {
      const response = await fetchOnce(input, init)
      if (!isRefusal(response.status, response.headers.get('content-type'))) return response
      const wait = retryDelayMs(response.headers.get('retry-after'))
      if (wait === null || retries >= MAX_DATA_RETRIES) {
        win.location.assign(documentUrlOf(url))
        // The page is being replaced: Remix is never handed the refusal.
        return new Promise<Response>(() => {})
      }
      await pause(wait, init?.signal ?? undefined)
    }
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
