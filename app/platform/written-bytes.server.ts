import { pipeline, Transform, type TransformCallback, type Writable } from 'node:stream'

/** The size of the buffers React 18's Node renderer fills and hands to its destination. */
const REACT_VIEW_SIZE = 2048
/** The longest character in UTF-8 is four bytes, so a buffer that stopped before one leaves at most three unused. */
const LONGEST_UNUSED_TAIL = 3

/**
 * Where React's HTML should be written: what it writes then reaches `body` as the bytes React encoded, and nothing
 * else. Destroying `body` (a visitor who left) destroys the returned stream, which tells React to stop rendering.
 *
 * Why: React 18.3's `renderToPipeableStream` encodes text into 2,048-byte buffers with `TextEncoder.encodeInto`.
 * When the next character does not fit in what is left of a buffer, encodeInto stops short of it, and React sends
 * the whole buffer anyway, not the bytes it wrote: the one to three bytes it left unused go out as NULs. Arabic
 * letters are two bytes each, so an Arabic page carried a NUL wherever a buffer ended one byte short of a letter
 * ("الجمع ب\0ين"); English text is one byte a letter and always fills a buffer exactly. React 19 sends only the
 * written part; until the site moves to it, this stream drops the unused tail of each such buffer.
 */
export function writtenBytesInto(body: Writable): Writable {
  const written = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      callback(null, withoutUnusedTail(chunk))
    },
  })
  pipeline(written, body, () => {
    // An error or an early close has already destroyed both streams, which is all there is to do.
  })
  return written
}

/**
 * A buffer of React's size ending in zero bytes is one encodeInto stopped short of filling. A NUL that was really in
 * the text could go with them, but no page may contain one (it is a parse error in HTML), and none is stored.
 */
export function withoutUnusedTail(chunk: Uint8Array): Uint8Array {
  if (chunk.byteLength !== REACT_VIEW_SIZE) return chunk
  let end = chunk.byteLength
  while (end > chunk.byteLength - LONGEST_UNUSED_TAIL && chunk[end - 1] === 0) end -= 1
  return end === chunk.byteLength ? chunk : chunk.subarray(0, end)
}
