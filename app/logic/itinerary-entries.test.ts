import { describe, expect, it } from 'vitest'
import { itineraryEntries, neighbours, selectedEntryIndex } from './itinerary-entries'

const day = (n: number) => ({ _key: `d${n}`, title: `Day ${n}: Somewhere`, timelineItems: ['x'], carouselImages1: [], carouselImages2: null })
const gold = { days: Array.from({ length: 11 }, (_, i) => day(i + 1)), included: ['All meals'], excluded: ['Tips and gratuities'] }

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
  it('clamps Previous and Next at the ends', () => {
    expect(neighbours(13, 0)).toEqual({ previous: null, next: 1 })
    expect(neighbours(13, 12)).toEqual({ previous: 11, next: null })
  })
})
