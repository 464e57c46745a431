import { describe, expect, it } from 'vitest'
import { designedTrips, withDesignedTrips } from './designed-trips'

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

describe('each person’s trips, from every trip that names a specialist', () => {
  const person = (_id: string) => ({ _id, name: _id })
  const item = (_id: string, specialist: string | null, packageId?: string) => ({
    _id,
    _type: 'catalogueItem',
    specialist: specialist ? { _ref: specialist } : null,
    package: packageId ? { _ref: packageId } : null,
  })
  const pack = (_id: string, specialist: string | null) => ({
    _id,
    _type: 'itineraryPackage',
    specialist: specialist ? { _ref: specialist } : null,
  })
  const idsOf = (team: Array<{ _id: string; trips: Array<{ _id: string }> }>) =>
    Object.fromEntries(team.map((member) => [member._id, member.trips.map((trip) => trip._id)]))

  it('gives each person the trips naming them, in the order read, and none to a person no trip names', () => {
    const team = withDesignedTrips(
      [person('amani'), person('faith'), person('joseph')],
      [item('item-gold', 'amani'), item('item-rwanda', 'joseph'), item('item-solio', 'joseph'), item('x', null)],
    )
    expect(idsOf(team)).toEqual({ amani: ['item-gold'], faith: [], joseph: ['item-rwanda', 'item-solio'] })
  })

  it('lists a package only while no catalogue item opens it: an opened one is listed by its items', () => {
    const trips = [
      pack('package-gold', 'amani'),
      pack('package-dubai', 'omar'),
      item('item-gold', 'amani', 'package-gold'),
    ]
    expect(idsOf(withDesignedTrips([person('amani'), person('omar')], trips))).toEqual({
      amani: ['item-gold'],
      omar: ['package-dubai'],
    })
  })

  it('keeps only what About shows of a trip, not what placed it', () => {
    const [amani] = withDesignedTrips([person('amani')], [{ ...item('item-gold', 'amani', 'p'), name: 'Gold' }])
    expect(amani!.trips).toEqual([{ _id: 'item-gold', name: 'Gold' }])
  })
})
