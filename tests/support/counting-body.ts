/**
 * A chunked request body (no Content-Length) of `totalBytes`, produced only as it is read, in 16 KB pieces, with
 * a count of what was pulled. No queue ahead (high-water mark 0), so the count is what the reader asked for:
 * tests of body limits use it to show a reader stopped near its cap.
 */
export const COUNTING_CHUNK = 16 * 1024

export function countingBody(totalBytes: number, fill = 0x61) {
  const counter = { pulled: 0 }
  const source: UnderlyingDefaultSource<Uint8Array> = {
    pull(controller) {
      const size = Math.min(COUNTING_CHUNK, totalBytes - counter.pulled)
      if (size <= 0) return controller.close()
      counter.pulled += size
      controller.enqueue(new Uint8Array(size).fill(fill))
    },
  }
  return { stream: new ReadableStream<Uint8Array>(source, { highWaterMark: 0 }), counter }
}
