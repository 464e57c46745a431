import { useLang } from '~/i18n/react'
import { serialiseJsonLd, withLanguage } from '~/logic/tourist-trip'

/**
 * Structured data for search engines: `value` as JSON in a <script type="application/ld+json">. A script's text is
 * not HTML, so React's escaping (`&quot;` and the like) would corrupt the JSON; `serialiseJsonLd` escapes what
 * matters there instead (`<`, so content can never close the tag). It carries the page's language (`inLanguage`)
 * unless the value names its own.
 */
export function JsonLd({ value }: { value: unknown }) {
  const lang = useLang()
  const json = serialiseJsonLd(withLanguage(value, lang))
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialiseJsonLd escapes the JSON for a script (above)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
