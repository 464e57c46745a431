// Prints the JavaScript a page loads before any interaction, gzipped (zlib level 9), for a running server:
//
//   npx tsx scripts/measure-first-load-js.ts [url] [--json] [--list]
//
// The URL defaults to the site's default address, http://127.0.0.1:3000/. "First load" is every script the HTML names (modulepreload links,
// <script src>, the modules its inline module scripts import) plus whatever those import statically, followed
// to the end; `import()` calls are not followed, since they run later (on interaction or when idle).
import { gzipSync } from 'node:zlib'
import { DEFAULT_SITE_PORT } from '#shared/setting-defaults'

/** One tag of the HTML: its attributes (names lowercased) and where it starts and ends. */
interface Tag {
  attributes: Record<string, string>
  index: number
  end: number
}

/** One script of the first load, in bytes: as served, gzipped here, and as the server sent it. */
interface ScriptSize {
  bytes: number
  gzip: number
  sent: number
}

const args = process.argv.slice(2)
const pageUrl = new URL(args.find((arg) => !arg.startsWith('--')) ?? `http://127.0.0.1:${DEFAULT_SITE_PORT}/`)
const asJson = args.includes('--json')
const listFiles = args.includes('--list')

/** Attributes of every tag named `tag` in the HTML, as plain objects. */
function tags(html: string, tag: string): Tag[] {
  const found: Tag[] = []
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {}
    for (const attribute of match[1]!.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes[attribute[1]!.toLowerCase()] = attribute[2] ?? attribute[3] ?? attribute[4] ?? ''
    }
    found.push({ attributes, index: match.index, end: match.index + match[0].length })
  }
  return found
}

/**
 * Specifiers of static imports and re-exports (`import x from "…"`, `import "…"`, `export … from "…"`), not `import()`.
 */
function staticImports(source: string): string[] {
  const specifiers = new Set<string>()
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g
  for (const match of source.matchAll(pattern)) specifiers.add(match[1]!)
  return [...specifiers]
}

async function text(url: string | URL): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}

const html = await text(pageUrl)
const queue: string[] = []
for (const link of tags(html, 'link')) {
  if (link.attributes.rel?.split(/\s+/).includes('modulepreload') && link.attributes.href)
    queue.push(new URL(link.attributes.href, pageUrl).href)
}
for (const script of tags(html, 'script')) {
  if (script.attributes.src) {
    queue.push(new URL(script.attributes.src, pageUrl).href)
  } else if (script.attributes.type === 'module') {
    const body = html.slice(script.end, html.indexOf('</script>', script.end))
    for (const specifier of staticImports(body)) queue.push(new URL(specifier, pageUrl).href)
  }
}

const files = new Map<string, ScriptSize>()
while (queue.length) {
  const url = queue.shift()!
  if (files.has(url)) continue
  const source = await text(url)
  const bytes = Buffer.byteLength(source)
  // What the server really sends a browser that takes brotli (it keeps precompressed copies of the build).
  const sent = await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'br, gzip' } })
  files.set(url, {
    bytes,
    gzip: gzipSync(source, { level: 9 }).length,
    sent: Number(sent.headers.get('content-length') ?? bytes),
  })
  for (const specifier of staticImports(source)) queue.push(new URL(specifier, url).href)
}

const total = [...files.values()].reduce<ScriptSize>(
  (sum, file) => ({ bytes: sum.bytes + file.bytes, gzip: sum.gzip + file.gzip, sent: sum.sent + file.sent }),
  { bytes: 0, gzip: 0, sent: 0 },
)
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`
if (asJson) {
  console.log(
    JSON.stringify({
      url: pageUrl.href,
      files: files.size,
      bytes: total.bytes,
      gzip: total.gzip,
      sent: total.sent,
      ...(listFiles ? { list: Object.fromEntries(files) } : {}),
    }),
  )
} else {
  if (listFiles) {
    for (const [url, file] of [...files].sort((a, b) => b[1].gzip - a[1].gzip))
      console.log(`${kb(file.gzip).padStart(9)}  ${new URL(url).pathname}`)
  }
  const bytes = (n: number) => `${n.toLocaleString('en-GB')} bytes (${(n / 1000).toFixed(1)} kB, ${kb(n)})`
  console.log(
    `first-load JS for ${pageUrl.pathname}: ${files.size} files, gzip (zlib level 9) ${bytes(total.gzip)}; ` +
      `as sent (brotli) ${bytes(total.sent)}; uncompressed ${bytes(total.bytes)}`,
  )
}
