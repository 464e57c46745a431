/** A phone number as a dialable link: spaces dropped, the rest (+, digits) kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`
}

/** The chat link with the enquiry text prefilled (`?text=`); null when the settings give no usable URL. */
export function chatHref(chat: { url?: string | null; prefilledText?: string | null }): string | null {
  if (!chat.url) return null
  try {
    const url = new URL(chat.url)
    if (chat.prefilledText) url.searchParams.set('text', chat.prefilledText)
    return url.toString()
  } catch {
    return null
  }
}

/** A team member's listing: every trip they design (issue 42, rule 10), in the page's edition once localised. */
export function specialistTripsPath(memberId: string): string {
  return `/specialists/${encodeURIComponent(memberId)}`
}

/** A path with a query string, leaving out the `?` when there is none. */
export function withSearch(path: string, ...parts: string[]): string {
  const search = parts.filter(Boolean).join('&')
  return search ? `${path}?${search}` : path
}
