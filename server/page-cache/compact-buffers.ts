/**
 * Copies buffers into one block of memory of exactly their total length and returns views of it, in order.
 *
 * Why: Node hands out small buffers as views of larger blocks. `Buffer.from` and `Buffer.concat` under 4 KB take
 * a slice of a shared 8 KB pool, and zlib's synchronous calls return a view of a 16 KB output chunk. A view that
 * is kept keeps its whole block alive. The page cache keeps thousands of small parts (the bytes between nonces,
 * their deflated forms, small `.data` answers): counted at their length, they held 10 to 100 times that in
 * memory, and a flood of invented URLs grew a worker by hundreds of megabytes over its budget (issue 25).
 */
export function compactBuffers(parts: readonly Buffer[]): Buffer[] {
  const total = parts.reduce((sum, part) => sum + part.length, 0)
  // allocUnsafeSlow: a block of its own, never a slice of the shared pool.
  const block = Buffer.allocUnsafeSlow(total)
  let offset = 0
  return parts.map((part) => {
    part.copy(block, offset)
    offset += part.length
    return block.subarray(offset - part.length, offset)
  })
}
