// The facts visitors filter trips by: countries, activities, duration and where each night is spent. Sanity's
// validation rules for them are exercised in studio.test.ts (one run of Sanity's checks for all broken copies).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { SchemaType } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { createConformanceChecker, type SeedDocument } from '../support/schema-conformance'
import type { SeedFields } from '../support/seed-data'

type Geopoint = { _type: string; lat: number; lng: number }
type Day = { _key: string; title: string; overnight?: { name: string; location: Geopoint } }
type Doc = SeedDocument & {
  category?: string
  name: string
  countries?: string[]
  activities?: string[]
  durationDays?: number
  days?: Day[]
  package?: { _ref: string }
}

const seedDir = path.resolve(__dirname, '../../seed')
const docs: Doc[] = readFileSync(path.join(seedDir, 'dataset.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc)
const published = docs.filter((doc) => !doc._id.startsWith('drafts.'))
const items = published.filter((doc) => doc._type === 'catalogueItem')
const packages = docs.filter((doc) => doc._type === 'itineraryPackage')
const byId = (id: string) => docs.find((doc) => doc._id === id)!

const COUNTRIES = ['kenya', 'tanzania', 'uganda', 'rwanda', 'uae']
const ACTIVITIES = ['golf', 'safari', 'beach', 'culture', 'wellness']

/** East Africa (Kenya, Tanzania with Zanzibar, Uganda, Rwanda) or the UAE: a sanity check, not a border. */
const isInServedRegion = ({ lat, lng }: Geopoint) =>
  (lat >= -12 && lat <= 5 && lng >= 28.8 && lng <= 42) || (lat >= 22.5 && lat <= 26.5 && lng >= 51 && lng <= 56.5)

const hasFourDecimalsAtMost = (n: number) => Math.round(n * 1e4) / 1e4 === n

describe('trip facts in the seed', () => {
  it('gives every catalogue item and package at least one country and activity, each from its list and once', () => {
    for (const doc of [...items, ...packages]) {
      for (const [values, allowed] of [
        [doc.countries, COUNTRIES],
        [doc.activities, ACTIVITIES],
      ] as const) {
        expect(values?.length ?? 0, doc._id).toBeGreaterThan(0)
        for (const value of values ?? []) expect(allowed, doc._id).toContain(value)
        expect(new Set(values).size, doc._id).toBe(values?.length)
      }
    }
  })

  it('puts golf on every golf course and itinerary, and each course, excursion and hotel in one country', () => {
    for (const item of items.filter((i) => i.category === 'Golf Courses' || i.category === 'Itineraries')) {
      expect(item.activities, item.name).toContain('golf')
    }
    for (const item of items.filter((i) => ['Golf Courses', 'Excursions', 'Hotels'].includes(i.category!))) {
      expect(item.countries, item.name).toHaveLength(1)
    }
  })

  it('reads the countries from the texts: Zanzibar is Tanzania, Dubai the UAE, gorillas Rwanda', () => {
    const countriesOf = (id: string) => byId(id).countries
    expect(countriesOf('item-zanzibar')).toEqual(['kenya', 'tanzania'])
    expect(countriesOf('item-dubai')).toEqual(['kenya', 'uae'])
    expect(countriesOf('item-rwanda')).toEqual(['kenya', 'rwanda'])
    expect(countriesOf('item-rwanda-circuit')).toEqual(['rwanda'])
    expect(countriesOf('package-zanzibar-package')).toEqual(['kenya', 'tanzania'])
    expect(countriesOf('package-dubai-package')).toEqual(['kenya', 'uae'])
    expect(countriesOf('package-rwanda-package')).toEqual(['kenya', 'rwanda'])
    // Everything else is in Kenya alone: 24 of the 28 items and the Gold and Silver packages.
    const kenyaOnly = published.filter((doc) => doc.countries?.join() === 'kenya').length
    expect(kenyaOnly).toBe(26)
  })

  it('gives a linked itinerary the same countries and activities as its package', () => {
    for (const item of items.filter((i) => i.package)) {
      const pkg = byId(item.package!._ref)
      expect([item.name, item.countries, item.activities]).toEqual([item.name, pkg.countries, pkg.activities])
    }
  })

  it('gives a duration to every itinerary and package, and none to golf courses and hotels', () => {
    for (const item of items) {
      if (item.category === 'Itineraries')
        expect(Number.isInteger(item.durationDays) && item.durationDays! >= 1, item.name).toBe(true)
      if (item.category === 'Golf Courses' || item.category === 'Hotels')
        expect(item.durationDays, item.name).toBeUndefined()
    }
    for (const pkg of packages) expect(pkg.durationDays, pkg._id).toBe(pkg.days!.length)
  })

  it('says where every night is spent, on the map in East Africa or the UAE; the departure day has no night', () => {
    for (const pkg of packages) {
      const days = pkg.days!
      for (const day of days.slice(0, -1)) {
        const where = `${pkg._id} ${day.title}`
        expect(day.overnight?.name, where).toBeTruthy()
        const location = day.overnight!.location
        expect(location._type, where).toBe('geopoint')
        expect(isInServedRegion(location), `${where}: ${location.lat}, ${location.lng}`).toBe(true)
        expect(hasFourDecimalsAtMost(location.lat) && hasFourDecimalsAtMost(location.lng), where).toBe(true)
      }
      expect(days.at(-1)!.overnight, `${pkg._id} departure day`).toBeUndefined()
    }
  })

  it('names the places day titles name: Stone Town and Nungwi on Zanzibar, Kigali and Musanze in Rwanda, Dubai', () => {
    const nights = (id: string) =>
      byId(id)
        .days!.slice(0, -1)
        .map((day) => day.overnight!.name)
    expect(nights('package-zanzibar-package')).toEqual([
      'The Residences at Karen, Nairobi',
      'Stone Town, Zanzibar',
      'Nungwi, Zanzibar',
      'Nungwi, Zanzibar',
    ])
    expect(nights('package-rwanda-package')).toEqual([
      'Windsor Golf Hotel and Country Club, Nairobi',
      'Hotel in Kigali',
      'Lodge at Musanze, Volcanoes National Park',
      'Lodge at Musanze, Volcanoes National Park',
      'Hotel in Kigali',
    ])
    expect(nights('package-dubai-package').slice(0, 4)).toEqual(Array(4).fill('Hotel in Dubai'))
  })

  it('the schema check reports a night without a name or without a place on the map', () => {
    const schema = JSON.parse(readFileSync(path.resolve(__dirname, '../../studio/schema.json'), 'utf8')) as SchemaType
    const check = createConformanceChecker(schema, docs, seedDir)
    const pkg = structuredClone(byId('package-gold-package'))
    const days = pkg.days as SeedFields[]
    delete days[2]!.overnight.location
    delete days[4]!.overnight.name
    expect(check(pkg).sort()).toEqual(['days[2].overnight.location: required', 'days[4].overnight.name: required'])
  })
})
