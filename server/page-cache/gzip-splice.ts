import zlib from 'node:zlib'

/**
 * A gzip body for a page whose bytes are fixed except for a few slots (the CSP nonce), built without
 * compressing anything per response. Each fixed segment is deflated once, ending on a full flush, so no later
 * segment refers back into it; each slot's value goes in as a deflate "stored" (uncompressed) block between
 * them. Per response that costs a CRC-32 over the bytes after the first slot and a copy. Decision 019 says why.
 */

// Member header: magic, deflate, no flags, no mtime, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])
// A final, empty block with fixed codes: what zlib itself ends a stream with when there is nothing left.
const FINAL_BLOCK = Buffer.from([0x03, 0x00])

/** Deflates each segment on its own, ending each on a byte boundary with no back-references out of it. */
export function deflateSegments(segments: readonly Buffer[], level = 9): Buffer[] {
  return segments.map((segment) => zlib.deflateRawSync(segment, { level, finishFlush: zlib.constants.Z_FULL_FLUSH }))
}

/** One stored block holding `bytes` (at most 65,535 of them). */
function storedBlock(bytes: Buffer): Buffer[] {
  const header = Buffer.alloc(5)
  header[0] = 0x00 // not final, stored; the remaining bits pad to the byte boundary
  header.writeUInt16LE(bytes.length, 1)
  header.writeUInt16LE(~bytes.length & 0xffff, 3)
  return [header, bytes]
}

/**
 * The gzip member for segments[0] + value + segments[1] + value + … + segments[n], as the list of buffers to
 * write one after another (the stored segments are not copied). `deflated` is deflateSegments(segments);
 * `headCrc` is zlib.crc32(segments[0]), so only the bytes after it are summed here.
 */
export function spliceGzipParts(
  segments: readonly Buffer[],
  deflated: readonly Buffer[],
  headCrc: number,
  value: string,
): Buffer[] {
  const slot = Buffer.from(value)
  const parts: Buffer[] = [GZIP_HEADER, deflated[0]!]
  let crc = headCrc
  let length = segments[0]!.length
  for (let index = 1; index < segments.length; index += 1) {
    parts.push(...storedBlock(slot), deflated[index]!)
    crc = zlib.crc32(segments[index]!, zlib.crc32(slot, crc))
    length += slot.length + segments[index]!.length
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  parts.push(FINAL_BLOCK, trailer)
  return parts
}
