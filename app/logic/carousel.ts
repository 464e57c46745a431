/** Carousel arrows wrap around: one step before the first slide is the last, one after the last is the first. */
export function wrapIndex(index: number, length: number): number {
  if (length === 0) return 0
  return ((index % length) + length) % length
}

/**
 * The step an arrow key takes through a carousel or gallery, in reading order: on a right-to-left page the next
 * slide lies to the left, so ArrowLeft goes forward. 0 for any other key (the caller lets it through).
 */
export function arrowKeyStep(key: string, dir: 'ltr' | 'rtl'): -1 | 0 | 1 {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  if (key === forward) return 1
  if (key === back) return -1
  return 0
}
