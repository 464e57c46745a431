import { describe, expect, it } from 'vitest'
import { arrowKeyStep, wrapIndex } from './carousel'

describe('carousel arrows', () => {
  it('wraps carousel positions', () => {
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(5, 0)).toBe(0)
  })

  it('steps forward with the right arrow on a left-to-right page', () => {
    expect(arrowKeyStep('ArrowRight', 'ltr')).toBe(1)
    expect(arrowKeyStep('ArrowLeft', 'ltr')).toBe(-1)
  })

  it('steps forward with the left arrow on a right-to-left page, where the next slide lies to the left', () => {
    expect(arrowKeyStep('ArrowLeft', 'rtl')).toBe(1)
    expect(arrowKeyStep('ArrowRight', 'rtl')).toBe(-1)
  })

  it('leaves every other key alone', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'Enter', ' ', 'a'])
      for (const dir of ['ltr', 'rtl'] as const) expect(arrowKeyStep(key, dir)).toBe(0)
  })
})
