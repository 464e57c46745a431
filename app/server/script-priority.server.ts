import { Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const MODULE_PRELOAD = '<link rel="modulepreload"'
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"'

/**
 * Remix announces every script of the page with `<link rel="modulepreload">`, which browsers fetch at high
 * priority, on a par with the stylesheet and ahead of the first images. The scripts only hydrate a page that
 * is already whole without them, so on a slow connection they should wait for what the visitor sees: this
 * rewrites the announcements to `fetchpriority="low"` as the document streams out. The scripts are still
 * found at once (no request waterfall); only the order of the downloads changes.
 *
 * React writes the document in chunks of its own size, so a link may be split between two chunks: the end of
 * each chunk that could be the start of one is held back until the next chunk shows what it is (and a character
 * split between chunks is decoded whole).
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8')
  let held = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = held + decoder.write(chunk)
      const cut = splitPoint(text)
      held = text.slice(cut)
      callback(null, text.slice(0, cut).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD))
    },
    flush(callback: TransformCallback) {
      held += decoder.end()
      callback(null, held.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD))
    },
  })
}

/** Where the safe part of `text` ends: before a trailing piece that could begin the link's opening. */
function splitPoint(text: string): number {
  const from = Math.max(0, text.length - (MODULE_PRELOAD.length - 1))
  for (let start = from; start < text.length; start += 1) {
    if (MODULE_PRELOAD.startsWith(text.slice(start))) return start
  }
  return text.length
}
