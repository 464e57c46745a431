import { describe, expect, it } from 'vitest'
import { lineTotal, proposalStanding } from './proposal-standing'

// 20:59 UTC on 6 March is 23:59 in Nairobi, still 6 March there; a minute later it is the 7th.
const LAST_MINUTE = new Date('2027-03-06T20:59:00Z')
const NEXT_DAY = new Date('2027-03-06T21:00:00Z')

describe('proposalStanding', () => {
  it('shows no page for a draft or a proposal without a status', () => {
    expect(proposalStanding({ status: 'draft', validUntil: '2027-03-06' }, LAST_MINUTE)).toBe('hidden')
    expect(proposalStanding({ status: null, validUntil: '2027-03-06' }, LAST_MINUTE)).toBe('hidden')
  })

  it('keeps a sent or viewed proposal open through its last day in Nairobi, and expired after it', () => {
    expect(proposalStanding({ status: 'sent', validUntil: '2027-03-06' }, LAST_MINUTE)).toBe('open')
    expect(proposalStanding({ status: 'viewed', validUntil: '2027-03-06' }, LAST_MINUTE)).toBe('open')
    expect(proposalStanding({ status: 'sent', validUntil: '2027-03-06' }, NEXT_DAY)).toBe('expired')
    expect(proposalStanding({ status: 'viewed', validUntil: '2027-03-06' }, NEXT_DAY)).toBe('expired')
  })

  it('keeps an accepted proposal accepted after its date, and a withdrawn or expired one as it was left', () => {
    expect(proposalStanding({ status: 'accepted', validUntil: '2027-03-06' }, NEXT_DAY)).toBe('accepted')
    expect(proposalStanding({ status: 'withdrawn', validUntil: '2099-01-01' }, NEXT_DAY)).toBe('withdrawn')
    expect(proposalStanding({ status: 'expired', validUntil: '2099-01-01' }, NEXT_DAY)).toBe('expired')
  })
})

describe('lineTotal', () => {
  it('multiplies the amount by the quantity, whether per person or per booking', () => {
    expect(lineTotal({ amount: 4850, per: 'person', quantity: 2 })).toBe(9700)
    expect(lineTotal({ amount: 600, per: 'booking', quantity: 1 })).toBe(600)
  })
})
