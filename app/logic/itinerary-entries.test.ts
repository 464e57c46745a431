import { describe, expect, it } from 'vitest'
import { itineraryEntries, neighbours, selectedEntryIndex, withPicturesOfEntry } from './itinerary-entries'

const day = (n: number) => ({
  _key: `d${n}`,
  title: `Day ${n}: Somewhere`,
  timelineItems: ['x'],
  overnight: null,
  carouselImages1: [],
  carouselImages2: null,
})
const gold = {
  days: Array.from({ length: 11 }, (_, i) => day(i + 1)),
  included: ['All meals'],
  excluded: ['Tips and gratuities'],
}

describe('itinerary entries', () => {
  it('lists the days, then Included, then Excluded (gold: 13 entries)', () => {
    const entries = itineraryEntries(gold)
    expect(entries).toHaveLength(13)
    expect(entries.map((e) => e.label).slice(-3)).toEqual(['Day 11', 'Included', 'Excluded'])
    expect(entries[11]!.items).toEqual(['All meals'])
    expect(entries.map((e) => e.param).slice(0, 2)).toEqual(['1', '2'])
  })
  it('reads ?day= values, naming none for anything else', () => {
    const entries = itineraryEntries(gold)
    expect(selectedEntryIndex(entries, null)).toBe(0)
    expect(selectedEntryIndex(entries, '3')).toBe(2)
    expect(selectedEntryIndex(entries, 'Included')).toBe(11)
    expect(selectedEntryIndex(entries, 'excluded')).toBe(12)
    for (const bad of ['0', '12', '99', '-1', 'abc', '1.5']) expect(selectedEntryIndex(entries, bad)).toBeNull()
  })
  it("sends the pictures of the shown day only, and every day's title and timeline", () => {
    const picture = {
      _key: 'p',
      alt: 'A green',
      crop: null,
      hotspot: null,
      asset: { _type: 'reference' as const, _ref: 'image-abc-10x10-jpg' },
    }
    const pkg = {
      ...gold,
      days: gold.days.map((d) => ({ ...d, carouselImages1: [picture], carouselImages2: [picture] })),
    }
    const sent = withPicturesOfEntry(pkg, 2)
    expect(sent.days.map((d) => Boolean(d.carouselImages1?.length))).toEqual(gold.days.map((_, i) => i === 2))
    expect(sent.days.map((d) => Boolean(d.carouselImages2?.length))).toEqual(gold.days.map((_, i) => i === 2))
    expect(sent.days.map((d) => [d.title, d.timelineItems])).toEqual(gold.days.map((d) => [d.title, d.timelineItems]))
    expect(itineraryEntries(sent)[2]!.images1).toEqual([picture])
    // Included and Excluded show no pictures: no day keeps any.
    expect(withPicturesOfEntry(pkg, 11).days.every((d) => d.carouselImages1 === null)).toBe(true)
    expect(pkg.days[0]!.carouselImages1).toEqual([picture])
  })
  it('clamps Previous and Next at the ends', () => {
    expect(neighbours(13, 0)).toEqual({ previous: null, next: 1 })
    expect(neighbours(13, 12)).toEqual({ previous: 11, next: null })
  })
})
