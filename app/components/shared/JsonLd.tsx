import { serialiseJsonLd } from '~/logic/tourist-trip'

/**
 * Structured data for search engines: `value` as JSON in a <script type="application/ld+json">. A script's text is
 * not HTML, so React's escaping (`&quot;` and the like) would corrupt the JSON; `serialiseJsonLd` escapes what
 * matters there instead (`<`, so content can never close the tag).
 */
export function JsonLd({ value }: { value: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialiseJsonLd escapes the JSON for a script (above)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(value) }} />
}
