import { describe, expect, it } from 'vitest'
import { formatUsd } from './price'

describe('formatUsd', () => {
  it('writes one currency with a thousands separator', () => {
    expect(formatUsd(2000)).toBe('USD 2,000')
    expect(formatUsd(800)).toBe('USD 800')
    expect(formatUsd(12500)).toBe('USD 12,500')
  })
})
