import { describe, expect, it } from 'vitest'
import { wrapIndex } from './carousel'

describe('carousel arrows', () => {
  it('wraps carousel positions', () => {
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(5, 0)).toBe(0)
  })
})
