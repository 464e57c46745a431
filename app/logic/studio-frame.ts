/**
 * Whether a preview page is shown by the Studio's Presentation tool: framed by the Studio's origin, or opened by
 * it (decision 031). Only then does the page mount visual editing; a preview page some other site frames or opens
 * gets none of it (the message filter in visual-editing/before-hydration.client.ts is what enforces it).
 *
 * `ancestorOrigins` is the frame's parents' origins where the browser tells them (Chromium, Safari); elsewhere the
 * referrer of a framed or opened page is its parent's or opener's address (the Studio sends its origin at least).
 */
export type WindowFacts = {
  framed: boolean
  opened: boolean
  ancestorOrigins: readonly string[] | null
  referrer: string
}

export function shownByStudio(facts: WindowFacts, studioOrigin: string): boolean {
  if (facts.framed)
    return facts.ancestorOrigins ? facts.ancestorOrigins[0] === studioOrigin : originOf(facts.referrer) === studioOrigin
  return facts.opened && originOf(facts.referrer) === studioOrigin
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin
  } catch {
    return null
  }
}

/** Messages of Sanity's channels (comlink's handshakes and requests, the older `sanity/channels` status ping). */
export function isSanityChannelMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { domain?: unknown }).domain === 'string' &&
    (data as { domain: string }).domain.startsWith('sanity/')
  )
}
