import { describe, expect, it } from 'vitest'
import { designedTrips } from './designed-trips'

const trip = (
  name: string,
  category: string | null,
  order: number | null,
  slug: string | null = name.toLowerCase().replace(/ /g, '-'),
) => ({
  _id: `item-${slug}`,
  name,
  slug,
  category,
  order,
})

describe('the trips a person designs, on About', () => {
  it('come in the header’s order of categories, then the editor’s order, then by name', () => {
    const listed = designedTrips([
      trip('Karen Country and Golf Club', 'Golf Courses', 1),
      trip('Silver 3', 'Itineraries', 7),
      trip('A package alone', null, null, 'a-package-alone'),
      trip('Silver', 'Itineraries', 5),
      trip('Mt Kenya', 'Circuits', 2),
    ])
    expect(listed.map((entry) => entry.name)).toEqual([
      'Silver',
      'Silver 3',
      'Mt Kenya',
      'Karen Country and Golf Club',
      'A package alone',
    ])
  })

  it('tell apart two trips of the same name, and leave out one without a page', () => {
    const listed = designedTrips([
      trip('Rwanda', 'Circuits', 6, 'rwanda-circuit'),
      trip('Rwanda', 'Itineraries', 3),
      trip('Solio Conservancy', 'Excursions', 2),
      trip('Unpublished', 'Excursions', 3, null),
    ])
    expect(listed.map((entry) => [entry.slug, entry.sameName])).toEqual([
      ['rwanda', true],
      ['rwanda-circuit', true],
      ['solio-conservancy', false],
    ])
  })

  it('are none for a person who designs none', () => {
    expect(designedTrips(null)).toEqual([])
    expect(designedTrips([])).toEqual([])
  })
})
