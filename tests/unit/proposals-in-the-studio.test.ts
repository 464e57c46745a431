import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { isProposalToken } from '#shared/private-documents'
import { TRAVELLER_DOCUMENTS, travellerEmailOf } from '../../studio/privacy/traveller-documents'
import { underProposalPath } from '../../studio/private-lists'
import { totalFromLines, totalWarning } from '../../studio/proposals/price-total'
import { proposalFromEnquiry, proposalFromTrip } from '../../studio/proposals/proposal-documents'
import { type PackageDay, resolvePlan, UnresolvedDay } from '../../studio/proposals/sent-plan'
import { allSeedDocuments } from '../support/seed-data'

/** What the Studio's proposal actions write (decision 063), from their pure parts. */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const today = new Date('2026-11-29T10:00:00Z')

describe('a proposal written from an enquiry', () => {
  const enquiry = {
    _id: 'enquiry.1',
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla@example.ae',
    phone: '+971 50 000 0000',
    language: 'ar',
    specialist: { _type: 'reference', _ref: 'team-07' },
    trip: { _type: 'reference', _ref: 'item-dubai' },
    departureDate: '2027-02-01',
    party: { adults: 2, children: 1, rooms: 2 },
  }

  it('is a draft under the proposal path, with a fresh private token, valid 14 days', () => {
    const { id, document } = proposalFromEnquiry(enquiry, today)
    expect(id).toMatch(new RegExp(`^proposal\\.${UUID.source}`))
    expect(document._id).toBe(`drafts.${id}`)
    expect(document.status).toBe('draft')
    expect(isProposalToken(document.token)).toBe(true)
    expect(proposalFromEnquiry(enquiry, today).document.token).not.toBe(document.token)
    expect(document.validUntil).toBe('2026-12-13')
  })

  it('carries the traveller, language, specialist, trip, party and departure, and names the enquiry', () => {
    const { document } = proposalFromEnquiry(enquiry, today)
    expect(document).toMatchObject({
      traveller: { firstName: 'Layla', lastName: 'Haddad', email: 'layla@example.ae', phone: '+971 50 000 0000' },
      language: 'ar',
      specialist: { _ref: 'team-07' },
      trip: { _ref: 'item-dubai', _weak: true },
      party: { adults: 2, children: 1, rooms: 2 },
      departure: { startDate: '2027-02-01' },
      enquiry: { _ref: 'enquiry.1', _weak: true },
    })
  })
})

describe('a proposal from a trip', () => {
  it('takes the trip, its specialist and every day of its package, by reference, in order', () => {
    const gold = allSeedDocuments.find((doc) => doc._id === 'package-gold-package') as unknown as {
      _id: string
      _type: string
      specialist: { _ref: string }
      days: Array<{ _key: string }>
    }
    const { document } = proposalFromTrip(gold, gold.days, gold._id, today)
    expect(document.trip).toMatchObject({ _ref: 'package-gold-package' })
    expect(document.specialist).toMatchObject({ _ref: gold.specialist._ref })
    expect(document.plan.map((day) => day.dayKey)).toEqual(gold.days.map((day) => day._key))
    expect(new Set(document.plan.map((day) => day._key)).size).toBe(gold.days.length)
    expect(document.plan[0]).toMatchObject({ _type: 'packageDay', package: { _ref: 'package-gold-package' } })
  })
})

describe('the plan as sent', () => {
  const days: PackageDay[] = [
    {
      _key: 'day-01',
      title: { en: 'Day 1: Arrival', ar: 'اليوم 1: الوصول' },
      timelineItems: { en: ['Meet and greet'], ar: ['استقبال'] },
      overnight: { name: 'Karen residence' },
      carouselImages1: [{ _key: 'img', _type: 'image' }],
      carouselImages2: [{ _key: 'img', _type: 'image' }],
    },
    { _key: 'day-02', title: { en: 'Day 2: Golf' }, timelineItems: { en: ['Round at Muthaiga'] } },
  ]
  const packages = new Map([['package-gold', days]])
  const plan = [
    { _type: 'packageDay' as const, _key: 'a', package: { _ref: 'package-gold' }, dayKey: 'day-01' },
    { _type: 'customDay' as const, _key: 'b', title: 'يوم حر في نيروبي', timelineItems: ['تسوق'] },
    { _type: 'packageDay' as const, _key: 'c', package: { _ref: 'package-gold' }, dayKey: 'day-02' },
  ]

  it('writes each day out in the proposal’s language, the default language’s where it has none', () => {
    const sent = resolvePlan(plan, packages, 'ar')
    expect(sent.map((day) => day.title)).toEqual(['اليوم 1: الوصول', 'يوم حر في نيروبي', 'Day 2: Golf'])
    expect(sent[0]).toMatchObject({
      _type: 'customDay',
      _key: 'a',
      timelineItems: ['استقبال'],
      overnight: 'Karen residence',
    })
    // Both carousels' images, with keys unique in the day.
    expect(sent[0]?.images.map((image) => image._key)).toEqual(['a-0', 'a-1'])
    expect(resolvePlan(plan, packages, 'en')[0]?.title).toBe('Day 1: Arrival')
  })

  it('refuses a day whose package day is gone, naming it', () => {
    const gone = [{ _type: 'packageDay' as const, _key: 'x', package: { _ref: 'package-gold' }, dayKey: 'day-09' }]
    expect(() => resolvePlan(gone, packages, 'en')).toThrow(UnresolvedDay)
    expect(() => resolvePlan(gone, packages, 'en')).toThrow('Day 1 of the plan')
  })
})

describe('the total against the price lines', () => {
  const lines = [
    { amount: 4000, per: 'person', quantity: 1 },
    { amount: 300, per: 'booking', quantity: 2 },
    { amount: 150, per: 'person', quantity: 3 },
  ]
  const party = { adults: 2, children: 1 }

  it('counts every traveller on a line per person, and a line per booking once', () => {
    expect(totalFromLines(lines, party)).toBe(4000 * 3 + 300 * 2 + 150 * 3 * 3)
  })

  it('warns when the total differs from the lines, and is quiet when it matches or there are none', () => {
    expect(totalWarning(12_000, lines, party)).toBe('The price lines add up to USD 13,950, not 12,000.')
    expect(totalWarning(13_950, lines, party)).toBe(true)
    expect(totalWarning(9_000, [], party)).toBe(true)
  })
})

describe('the Studio’s private documents', () => {
  it('puts a proposal created in its list under the proposal path, once', () => {
    expect(underProposalPath('0d1f')).toBe('proposal.0d1f')
    expect(underProposalPath('proposal.0d1f')).toBe('proposal.0d1f')
  })

  it('finds every enquiry and proposal of one address, drafts included, whatever its case', async () => {
    const dataset = [
      { _id: 'enquiry.1', _type: 'enquiry', email: 'Ada@Example.com' },
      { _id: 'drafts.enquiry.1', _type: 'enquiry', email: 'ada@example.com' },
      { _id: 'proposal.1', _type: 'proposal', traveller: { email: 'ADA@example.com' } },
      { _id: 'drafts.proposal.2', _type: 'proposal', traveller: { email: 'ada@example.com' } },
      { _id: 'enquiry.2', _type: 'enquiry', email: 'someone@example.com' },
      { _id: 'team-07', _type: 'teamMember', email: 'ada@example.com' },
    ]
    const email = travellerEmailOf({ _type: 'proposal', traveller: { email: ' Ada@Example.COM ' } })
    expect(email).toBe('ada@example.com')
    const ids = await (await evaluate(parse(TRAVELLER_DOCUMENTS), { dataset, params: { email } })).get()
    expect([...(ids as string[])].sort()).toEqual(['drafts.enquiry.1', 'drafts.proposal.2', 'enquiry.1', 'proposal.1'])
    expect(travellerEmailOf({ _type: 'enquiry' })).toBeNull()
  })
})
