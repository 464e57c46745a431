/** Carousel arrows wrap around: one step before the first slide is the last, one after the last is the first. */
export function wrapIndex(index: number, length: number): number {
  if (length === 0) return 0
  return ((index % length) + length) % length
}
