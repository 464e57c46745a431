// Run after `remix vite:build`: writes a brotli (quality 11) and a gzip (level 9) copy beside each hashed script and
// stylesheet in build/client/assets, so the server sends them compressed as well as they can be, without compressing
// anything per request. Files whose compressed copy would not be smaller are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = path.join(root, 'build', 'client', 'assets')
const COMPRESSIBLE = /\.(?:js|css|svg|json|map)$/

function* files(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

let count = 0
let before = 0
let after = 0
for (const file of files(dir)) {
  const bytes = readFileSync(file)
  const br = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  })
  const gz = zlib.gzipSync(bytes, { level: 9 })
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br)
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz)
  count += 1
  before += statSync(file).size
  after += Math.min(br.length, bytes.length)
}
console.log(
  `[precompress] ${count} files in build/client/assets: ${Math.round(before / 1024)} KB, ` +
    `${Math.round(after / 1024)} KB as brotli`,
)
