/**
 * Where a POST came from, as the browser tells it: `Sec-Fetch-Site` in current browsers, `Origin` in all that
 * post forms. A request with neither did not come from a browser page (a script, a server, a webhook): no
 * cross-site forgery is possible there, but nor is it the site's own page.
 */
export type PostSource = 'same-origin' | 'cross-origin' | 'unknown'

export function postSource(request: Request): PostSource {
  const fetchSite = request.headers.get('Sec-Fetch-Site')
  if (fetchSite === 'same-origin') return 'same-origin'
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'cross-origin'
  const origin = request.headers.get('Origin')
  if (origin === null) return 'unknown'
  try {
    return new URL(origin).host === new URL(request.url).host ? 'same-origin' : 'cross-origin'
  } catch {
    // "null" (a sandboxed frame, a redirect across origins) or garbage.
    return 'cross-origin'
  }
}
