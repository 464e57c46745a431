/**
 * Reading server-rendered markup (`renderToStaticMarkup`) as a visitor meets it, without a DOM: the elements of
 * one tag with their attributes (in any order) and their text. Enough for React's own output, whose attributes
 * are always quoted.
 */

export type Element = { attributes: Record<string, string>; text: string; html: string }

const VOID = new Set(['img', 'input', 'br', 'hr', 'meta', 'link', 'source'])

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: '\u00a0',
}

export function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
}

/** The text a visitor reads: each tag a word break (none before punctuation), entities decoded, white space folded. */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .replace(/ ([:;,.!?)])/g, '$1')
    .trim()
}

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  // Names as HTML reads them, in lower case (React writes some as props, `maxLength`, `dateTime`).
  for (const [, name, value] of source.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g))
    attributes[name!.toLowerCase()] = decode(value ?? '')
  return attributes
}

/** Every `<tag>` in the markup, in document order, those nested in another of the same tag included. */
export function elements(html: string, tag: string): Element[] {
  if (VOID.has(tag)) {
    return [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*?)?/?>`, 'g'))].map((match) => ({
      attributes: attributesOf(match[1] ?? ''),
      text: '',
      html: match[0],
    }))
  }
  const found: Array<Element & { start: number }> = []
  const open: Array<{ start: number; inner: number; attributes: string }> = []
  for (const match of html.matchAll(new RegExp(`<(/?)${tag}(\\s[^>]*)?>`, 'g'))) {
    if (!match[1] && match[0].endsWith('/>')) {
      // Self-closed, as React writes an empty SVG element.
      found.push({ start: match.index, attributes: attributesOf(match[2] ?? ''), text: '', html: match[0] })
      continue
    }
    if (!match[1]) {
      open.push({ start: match.index, inner: match.index + match[0].length, attributes: match[2] ?? '' })
      continue
    }
    const start = open.pop()
    if (!start) continue
    const inner = html.slice(start.inner, match.index)
    found.push({
      start: start.start,
      attributes: attributesOf(start.attributes),
      text: textOf(inner),
      html: html.slice(start.start, match.index + match[0].length),
    })
  }
  return found.sort((a, b) => a.start - b.start).map(({ start: _, ...element }) => element)
}

/** The links, as "text → href". */
export function links(html: string): string[] {
  return elements(html, 'a').map(({ text, attributes }) => `${text} → ${attributes.href}`)
}

/** The first `<tag>` whose text is `text`, or undefined. */
export function elementWithText(html: string, tag: string, text: string): Element | undefined {
  return elements(html, tag).find((element) => element.text === text)
}
