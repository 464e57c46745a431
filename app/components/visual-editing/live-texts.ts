import { studioPath } from '@sanity/client/csm'
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega'

/**
 * Live drafts for texts: the Studio sends the marked fields of the documents the page shows as the editor is
 * typing (Presentation's "loaders" channel, with the form's unsaved value applied: marked-fields-query.ts), and
 * every text on the page that carries the edit marks of one of those fields is rewritten to the field's new
 * value, marks kept. Loader data and the server catch
 * up on the next revalidation; until then the page shows what is in the form, not what was last saved.
 */

export type LiveDocument = { _id: string; [field: string]: unknown }

/** Where a marked text comes from: the document (published id) and the field's path in the Studio's notation. */
export type EditMark = { id: string; path: string }

const publishedId = (id: string) => id.replace(/^drafts\./, '')

type FoundMark = { mark: EditMark; encoded: string } | null

/**
 * Texts already read, with their marks: every live update reads every text on the page again, and decoding a
 * mark took most of the preview's time per keystroke (the same texts, unchanged, each time).
 */
const marksByText = new Map<string, FoundMark>()
const REMEMBERED_TEXTS = 5_000

/** The edit mark hidden in a text, if it has one. */
export function editMarkOf(text: string): FoundMark {
  let found = marksByText.get(text)
  if (found === undefined) {
    found = decodeEditMark(text)
    if (marksByText.size >= REMEMBERED_TEXTS) marksByText.clear()
    marksByText.set(text, found)
  }
  return found
}

function decodeEditMark(text: string): FoundMark {
  const { encoded } = vercelStegaSplit(text)
  if (!encoded) return null
  const decoded = vercelStegaDecode(encoded) as { origin?: string; href?: string } | undefined
  if (decoded?.origin !== 'sanity.io' || typeof decoded.href !== 'string') return null
  const search = new URL(decoded.href, 'http://studio.invalid').searchParams
  const id = search.get('id')
  const path = search.get('path')
  return id && path ? { mark: { id: publishedId(id), path }, encoded } : null
}

/** The value at a Studio path (`days[_key=="d1"].title`, `included[2]`) of a document. */
export function valueAt(document: unknown, path: string): unknown {
  let value: unknown = document
  for (const step of studioPath.fromString(path)) {
    if (value === null || typeof value !== 'object') return undefined
    if (typeof step === 'object' && step !== null && '_key' in step) {
      value = Array.isArray(value) ? value.find((item) => (item as { _key?: unknown })?._key === step._key) : undefined
    } else if (Array.isArray(step)) {
      return undefined
    } else {
      value = (value as Record<string | number, unknown>)[step as string | number]
    }
  }
  return value
}

type MarkedText = { node: Text; mark: EditMark; encoded: string }

/** The text nodes under `root` (or `root` itself) that carry an edit mark, with the mark. */
function markedTexts(root: Node): MarkedText[] {
  const found: MarkedText[] = []
  const take = (node: Text) => {
    const marked = editMarkOf(node.data)
    if (marked) found.push({ node, mark: marked.mark, encoded: marked.encoded })
  }
  if (root.nodeType === Node.TEXT_NODE) take(root as Text)
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) take(node as Text)
  return found
}

/** Every field the page shows with edit marks, once each. */
export function marksOnPage(root: Node = document.body): EditMark[] {
  const marks = new Map<string, EditMark>()
  for (const { mark } of markedTexts(root)) marks.set(`${mark.id}|${mark.path}`, mark)
  return [...marks.values()]
}

/** How many earlier values of one field are remembered to find it on the page. */
const HISTORY = 50

/**
 * Keeps the page's marked texts in step with the documents the Studio sends. A field's value is found on the
 * page by a value it had before, followed by its marks (the marks always follow the value they describe, also
 * inside a longer text such as "From Gold Package"), and replaced there with the new value, marks kept. The
 * first documents received are the starting point: what the page was rendered from, unless the editor had
 * already typed, in which case that field follows from the next save the page is revalidated with.
 */
export function createLiveTexts() {
  const history = new Map<string, string[]>()
  let documents = new Map<string, LiveDocument>()
  // Texts that are one field's value and nothing else ({title} in JSX): React keeps the node and sets its text,
  // so whatever older value it is given back on a revalidation, the node is rewritten whole.
  const wholeValue = new WeakSet<Text>()

  const seen = (key: string, value: string) => {
    const values = history.get(key) ?? []
    if (values[0] === value) return
    history.set(key, [value, ...values.filter((known) => known !== value)].slice(0, HISTORY))
  }

  /** Rewrites the marked texts under `root` that show an older value of their field; returns how many changed. */
  function apply(root: Node = document.body): number {
    let changed = 0
    for (const { node, mark, encoded } of markedTexts(root)) {
      const value = valueAt(documents.get(mark.id), mark.path)
      if (typeof value !== 'string') continue
      const key = `${mark.id}|${mark.path}`
      seen(key, value)
      const shown = value + encoded
      if (node.data === shown) {
        wholeValue.add(node)
        continue
      }
      if (wholeValue.has(node)) {
        node.data = shown
        changed += 1
        continue
      }
      if (node.data.includes(shown)) continue
      const older = history.get(key)!.find((known) => node.data.includes(known + encoded))
      if (older === undefined) continue
      if (node.data === older + encoded) wholeValue.add(node)
      node.data = node.data.replace(older + encoded, shown)
      changed += 1
    }
    return changed
  }

  return {
    /** Takes the documents' new versions and applies them to the page. */
    update(next: LiveDocument[], root: Node = document.body): number {
      documents = new Map(next.map((doc) => [publishedId(doc._id), doc]))
      return apply(root)
    },
    /** Applies the documents again under `root` (React drew it anew from older loader data). */
    apply,
  }
}
