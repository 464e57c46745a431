import { describe, expect, it } from 'vitest'
import { legalKindOf } from './legal-pages'

describe('the legal route', () => {
  it('reads the terms at the terms address and the privacy notice at its own, in both editions', () => {
    expect(['/Terms-&-Conditions', '/ar/Terms-%26-Conditions', '/terms-&-conditions'].map(legalKindOf)).toEqual([
      'terms',
      'terms',
      'terms',
    ])
    expect(['/Privacy-Policy', '/ar/Privacy-Policy', '/privacy-policy'].map(legalKindOf)).toEqual([
      'privacy',
      'privacy',
      'privacy',
    ])
  })
})
