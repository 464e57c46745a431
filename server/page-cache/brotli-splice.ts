import { once } from 'node:events'
import zlib from 'node:zlib'
import { compactBuffers } from './compact-buffers'

/**
 * A brotli body for a page whose bytes are fixed except for a few slots of one length (the CSP nonce), built
 * without compressing anything per response: the brotli counterpart of gzip-splice.ts. Decision 019.
 *
 * The page is compressed once, in one brotli stream (RFC 7932), by an encoder fed in pieces, each ending on a
 * BROTLI_OPERATION_FLUSH so each piece's output is whole meta-blocks ending on a byte boundary. What the encoder
 * is fed at each slot is a placeholder: `nonceLength` copies of one byte value that occurs nowhere in the page,
 * one byte per piece, followed (one byte per piece again) by the first two bytes of the segment after the slot.
 * The encoder's output for those one-byte pieces is dropped; in its place the template holds one uncompressed
 * meta-block (ISLAST=0, MNIBBLES, MLEN-1, ISUNCOMPRESSED=1, zero bits to the byte boundary, then the bytes) whose
 * bytes are the slot, then those two segment bytes. Per answer only the slot's bytes change. Why the result
 * decodes to the page with any value in the slots:
 *
 * - A decoder carries from one meta-block to the next only the window (the bytes so far), the four last
 *   distances and the position; block types, prefix codes and context maps are read afresh in each header.
 * - One-byte meta-blocks cannot hold a copy (a copy is at least two bytes and may not run past its meta-block),
 *   so the dropped output was a single literal each: no distance was pushed, in the encoder's stream or in ours.
 *   An uncompressed meta-block pushes none either. The distance ring is the same in both streams throughout.
 * - Positions match: the placeholder is as long as the slot.
 * - The kept meta-blocks never read the slot's bytes: a copy's source bytes equal the bytes it writes, which are
 *   page bytes, and the placeholder's byte value is not one of those; so no copy the encoder chose reaches into a
 *   placeholder, and the decoder's copies read the same positions as the encoder's.
 * - Literal context modelling (quality 5 and up, unless disabled) looks at the two bytes before each literal.
 *   The first two bytes after a slot are inside the uncompressed meta-block and were fed to the encoder as they
 *   are, so the kept meta-block after it starts on the same two previous bytes in both streams.
 *
 * The stream header (WBITS) comes out of an empty flush before anything else, whole with its padding, so every
 * later piece starts on a byte boundary. Brotli has no checksum, so an answer costs nothing but its nonce.
 */

export type BrotliTemplate = {
  /**
   * The stream's fixed bytes: the answer is parts[0], nonce, parts[1], nonce, …, parts[n] for a page cut into
   * n + 1 segments. A part may be empty (two slots inside one uncompressed meta-block with nothing between).
   */
  parts: Buffer[]
  nonceLength: number
  /** Bytes held: the sum of the parts' lengths. */
  size: number
}

export type BrotliSegmentsOptions = {
  /** Brotli quality, 0–11 (default 11, as the `.data` answers). */
  quality?: number
  /** Decode the template once with a probe nonce before handing it out (default true; about 0.1–0.5 ms a page). */
  verify?: boolean
}

const { BROTLI_OPERATION_FLUSH, BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = zlib.constants
// A meta-block holds at most 2^24 bytes (MLEN is six nibbles at most).
const MAX_META_BLOCK = 1 << 24
// The first two bytes after a slot go in its uncompressed meta-block, so the literal contexts after it match.
const CONTEXT_BYTES = 2

/**
 * Compresses `segments` (the page cut at each nonce) once into a template for spliceBrotliParts. Asynchronous:
 * Node has no synchronous brotli API that keeps one encoder across flushes (the sync calls close it after one
 * chunk), and the compressing runs on libuv's thread pool, off the event loop. Null when no template can be
 * made: every byte value occurs in the page (no placeholder byte is left), or the check decode disagreed.
 */
export async function brotliSegments(
  segments: readonly Buffer[],
  nonceLength: number,
  options: BrotliSegmentsOptions = {},
): Promise<BrotliTemplate | null> {
  const { quality = 11, verify = true } = options
  if (segments.length === 0) throw new RangeError('a page has at least one segment')
  if (!Number.isInteger(nonceLength) || nonceLength < 1) throw new RangeError(`nonce length ${nonceLength}`)
  const placeholder = absentByte(segments)
  if (placeholder === null) return null

  // What the encoder is fed, piece by piece, and what the template is made of: a piece's output, a slot, or
  // segment bytes that go in a slot's uncompressed meta-block after it.
  const pieces: Buffer[] = []
  const steps: ({ output: number } | { slot: true } | { bytes: Buffer })[] = []
  const placeholderByte = Buffer.from([placeholder])
  if (segments[0]!.length > 0) steps.push({ output: pieces.push(segments[0]!) - 1 })
  for (const segment of segments.slice(1)) {
    for (let at = 0; at < nonceLength; at += 1) pieces.push(placeholderByte)
    steps.push({ slot: true })
    const context = Math.min(CONTEXT_BYTES, segment.length)
    for (let at = 0; at < context; at += 1) pieces.push(segment.subarray(at, at + 1))
    if (context > 0) steps.push({ bytes: segment.subarray(0, context) })
    if (segment.length > context) steps.push({ output: pieces.push(segment.subarray(context)) - 1 })
  }

  const total = segments.reduce((sum, segment) => sum + segment.length, 0) + (segments.length - 1) * nonceLength
  const { head, outputs, tail } = await compressPieces(pieces, {
    [BROTLI_PARAM_QUALITY]: quality,
    // The smallest window that holds the whole page: nothing is lost, and quality 10–11 allocate by window size.
    [BROTLI_PARAM_LGWIN]: windowBits(total),
    [BROTLI_PARAM_SIZE_HINT]: total,
  })
  // The header must have come out on its own, whole; otherwise it would be in a dropped piece's output.
  if (head.length === 0) return null

  const parts: Buffer[] = []
  let fixed: Buffer[] = [head]
  // The uncompressed meta-block being gathered: its items (null for a slot) and length.
  let region: (Buffer | null)[] = []
  let regionLength = 0
  const closeRegion = () => {
    if (regionLength === 0) return
    fixed.push(uncompressedMetaBlockHeader(regionLength))
    for (const item of region) {
      if (item) fixed.push(item)
      else {
        parts.push(Buffer.concat(fixed))
        fixed = []
      }
    }
    region = []
    regionLength = 0
  }
  for (const step of steps) {
    if ('output' in step) {
      closeRegion()
      fixed.push(outputs[step.output]!)
    } else {
      region.push('slot' in step ? null : step.bytes)
      regionLength += 'slot' in step ? nonceLength : step.bytes.length
    }
  }
  closeRegion()
  fixed.push(tail)
  parts.push(Buffer.concat(fixed))

  // One block for all parts: small ones cut from Node's shared pool would each keep 8 KB alive (compact-buffers.ts).
  const template: BrotliTemplate = {
    parts: compactBuffers(parts),
    nonceLength,
    size: parts.reduce((sum, part) => sum + part.length, 0),
  }
  if (verify && !decodesTo(template, segments)) return null
  return template
}

/**
 * The brotli stream for segments[0] + nonce + segments[1] + … + segments[n], as the list of buffers to write one
 * after another (the template's parts are not copied).
 */
export function spliceBrotliParts(template: BrotliTemplate, nonce: string | Buffer): Buffer[] {
  const slot = typeof nonce === 'string' ? Buffer.from(nonce) : nonce
  if (slot.length !== template.nonceLength)
    throw new RangeError(`a ${slot.length}-byte nonce in ${template.nonceLength}-byte slots`)
  const body: Buffer[] = []
  template.parts.forEach((part, index) => {
    if (index > 0) body.push(slot)
    if (part.length > 0) body.push(part)
  })
  return body
}

/** spliceBrotliParts as one buffer. */
export function spliceBrotli(template: BrotliTemplate, nonce: string | Buffer): Buffer {
  return Buffer.concat(spliceBrotliParts(template, nonce))
}

/** A byte value that occurs in no segment, from 0xFF down (0xF5–0xFF never occur in UTF-8); null if none. */
function absentByte(segments: readonly Buffer[]): number | null {
  const seen = new Uint8Array(256)
  for (const segment of segments) {
    for (let at = 0; at < segment.length; at += 1) seen[segment[at]!] = 1
  }
  for (let value = 255; value >= 0; value -= 1) if (!seen[value]) return value
  return null
}

/** The least window (10–24 bits) whose reach, 2^bits − 16, covers `length` bytes. */
function windowBits(length: number): number {
  let bits = 10
  while (bits < 24 && (1 << bits) - 16 < length) bits += 1
  return bits
}

/**
 * A meta-block header saying "not last, `length` bytes (1 to 2^24) stored as they are", from a byte boundary: ISLAST (1
 * bit), MNIBBLES − 4 (2 bits), MLEN − 1 (4 × MNIBBLES bits, the fewest that hold it), ISUNCOMPRESSED (1 bit), then zero
 * bits to the next byte boundary. Bits go in least significant first.
 */
export function uncompressedMetaBlockHeader(length: number): Buffer {
  if (!Number.isInteger(length) || length < 1 || length > MAX_META_BLOCK)
    throw new RangeError(`an uncompressed meta-block of ${length} bytes`)
  const nibbles = length - 1 < 1 << 16 ? 4 : length - 1 < 1 << 20 ? 5 : 6
  let bits = 0n
  let count = 0n
  const put = (value: number, width: number) => {
    bits |= BigInt(value) << count
    count += BigInt(width)
  }
  put(0, 1)
  put(nibbles - 4, 2)
  put(length - 1, 4 * nibbles)
  put(1, 1)
  const header = Buffer.alloc(Number((count + 7n) / 8n))
  for (let at = 0; at < header.length; at += 1) header[at] = Number((bits >> BigInt(8 * at)) & 0xffn)
  return header
}

type Compressed = { head: Buffer; outputs: Buffer[]; tail: Buffer }

/**
 * Runs one encoder over `pieces`, each flushed, and returns what came out for each: `head` from an empty flush
 * before the first (the stream header), one buffer per piece, and `tail` from finishing the stream. One piece is
 * in the encoder at a time, so whatever is read between writing a piece and its write callback is its output.
 */
async function compressPieces(pieces: readonly Buffer[], params: Record<number, number>): Promise<Compressed> {
  const encoder = zlib.createBrotliCompress({ params, flush: BROTLI_OPERATION_FLUSH })
  let received: Buffer[] = []
  const drain = () => {
    for (let chunk = encoder.read() as Buffer | null; chunk !== null; chunk = encoder.read() as Buffer | null) {
      received.push(chunk)
    }
  }
  const take = () => {
    drain()
    const output = Buffer.concat(received)
    received = []
    return output
  }
  // Reading as output arrives also releases a write whose output filled the readable side.
  encoder.on('readable', drain)
  // Failures also reach the callbacks below; without a listener an 'error' event would be thrown.
  encoder.on('error', () => {})
  const done = (resolve: () => void, reject: (error: Error) => void) => (error?: Error | null) =>
    error ? reject(error) : resolve()
  try {
    await new Promise<void>((resolve, reject) => encoder.flush(BROTLI_OPERATION_FLUSH, done(resolve, reject)))
    const head = take()
    const outputs: Buffer[] = []
    for (const piece of pieces) {
      await new Promise<void>((resolve, reject) => encoder.write(piece, done(resolve, reject)))
      outputs.push(take())
    }
    const ended = once(encoder, 'end')
    encoder.end()
    await ended
    return { head, outputs, tail: take() }
  } finally {
    encoder.destroy()
  }
}

/** Whether the template decodes to the segments joined by a probe nonce. */
function decodesTo(template: BrotliTemplate, segments: readonly Buffer[]): boolean {
  const probe = Buffer.alloc(template.nonceLength, 0x41)
  try {
    return zlib
      .brotliDecompressSync(spliceBrotli(template, probe))
      .equals(Buffer.concat(segments.flatMap((segment, index) => (index ? [probe, segment] : [segment]))))
  } catch {
    return false
  }
}
