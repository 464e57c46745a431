// What `/itinerary/:slug` and the full itinerary resolve a slug to, over the seed with the real ITINERARY_QUERY:
// a package, a catalogue item (with or without its package), or nothing; and the trip's upcoming departures.
import { vercelStegaCombine } from '@vercel/stega'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ITINERARY_QUERY } from '~/content/queries'
import { sanityVisualEditingKit } from '~/content/visual-editing/edit-attribute-encoder'
import { installVisualEditingKit, VISUAL_EDITING_KIT_GLOBAL } from '~/content/visual-editing/kit'
import { notFoundFrom, SEED_NOW, testOnSeedDay } from '../../../tests/support/loader-test'
import { previewRequest, querySeed, seedContent } from '../../../tests/support/seed-content'
import { findItinerary, resolveItinerary } from './resolve-itinerary.server'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

const ORIGIN = 'https://savanna.example'
const request = (path = '/itinerary/x') => new Request(`${ORIGIN}${path}`)
const resolve = (slug: string, path?: string, now?: Date) => resolveItinerary(request(path), slug, now)
const dates = (departures: Array<{ startDate: string }>) => departures.map((departure) => departure.startDate)

/** Gold's departures as of 24 November 2026: two a month, on the first and third Saturday, all 36 still ahead. */
const GOLD_FIRST_EIGHT = [
  '2026-12-05',
  '2026-12-19',
  '2027-01-02',
  '2027-01-16',
  '2027-02-06',
  '2027-02-20',
  '2027-03-06',
  '2027-03-20',
]

describe('a slug', () => {
  it('names a day-by-day package, which comes with the catalogue item that sells it', async () => {
    const found = await resolve('gold-package')
    expect(found.pkg?.name).toBe('Gold Package')
    expect(found.pkg?.slug).toBe('gold-package')
    expect(found.pkg?.days).toHaveLength(11)
    expect(found.pkg?.days?.[0]?.title).toBe('Day 1: Arrival in Nairobi & Welcome Dinner')
    expect(found.pkg?.offer).toMatchObject({ _id: 'item-gold', name: 'Gold', price: 1500 })
    expect(found.item).toBeNull()
  })

  it('names a catalogue item, which brings the package it links to', async () => {
    const found = await resolve('gold')
    expect(found.item).toMatchObject({ _id: 'item-gold', name: 'Gold', category: 'Itineraries', price: 1500 })
    expect(found.item?.package).toBe(found.pkg)
    expect(found.pkg?.name).toBe('Gold Package')
    // The page is the package's: the same departures, whichever slug was used.
    expect(dates(found.departures)).toEqual(dates((await resolve('gold-package')).departures))
  })

  it('names an item without a package, which is a page of its own', async () => {
    const found = await resolve('silver-2')
    expect(found.pkg).toBeNull()
    expect(found.item).toMatchObject({ name: 'Silver 2', durationDays: 7, price: 1600, package: null })
  })

  it('names an item priced on request, which has no departures', async () => {
    const found = await resolve('karen-country-and-golf-club')
    expect(found.item).toMatchObject({ name: 'Karen Country and Golf Club', category: 'Golf Courses', price: null })
    expect(found.departures).toEqual([])
    expect(found.laterDepartures).toBe(0)
  })

  it('that names nothing is the itinerary 404', async () => {
    expect(await notFoundFrom(resolve('no-such-trip'))).toEqual({
      status: 404,
      message: 'No itinerary or catalogue item has that name.',
    })
    // Slugs are matched exactly: neither the trip's name nor another case finds it.
    expect(await notFoundFrom(resolve('Gold'))).toMatchObject({ status: 404 })
    expect(await notFoundFrom(resolve('gold package'))).toMatchObject({ status: 404 })
  })

  it('too long to be one is not worth a query, nor is none', async () => {
    expect(await findItinerary(request(), 'g'.repeat(121))).toBeNull()
    expect(await findItinerary(request(), '')).toBeNull()
    expect(await findItinerary(request(), null)).toBeNull()
    expect(await findItinerary(request(), undefined)).toBeNull()
    expect(seedContent.reads).toEqual([])
    expect(await findItinerary(request(), 'g'.repeat(120))).toBeNull()
    expect(seedContent.reads).toHaveLength(1)
  })
})

describe('a trip’s departures', () => {
  it('lists the next eight, ending after the package’s 11 days, and counts the rest for "Show all dates"', async () => {
    const found = await resolve('gold-package')
    expect(dates(found.departures)).toEqual(GOLD_FIRST_EIGHT)
    expect(found.laterDepartures).toBe(28)
    expect(found.departures[0]).toMatchObject({
      startDate: '2026-12-05',
      endDate: '2026-12-15',
      pricePerPerson: 1500,
      singleSupplement: 450,
      status: 'available',
      left: 8,
    })
    expect(found.departures[1]).toMatchObject({
      startDate: '2026-12-19',
      endDate: '2026-12-29',
      pricePerPerson: 1880,
      note: 'Festive season: Christmas dinner included',
    })
  })

  it('ends a departure after the item’s own length when it has no package', async () => {
    const found = await resolve('silver-2')
    expect(found.departures[0]).toMatchObject({ startDate: '2026-12-04', endDate: '2026-12-10' })
  })

  it('lists every one with ?dates=all, sold out included, in date order', async () => {
    const found = await resolve('gold-package', '/itinerary/gold-package?dates=all')
    expect(found.departures).toHaveLength(36)
    expect(found.laterDepartures).toBe(0)
    expect(
      found.departures.filter((departure) => departure.status === 'sold-out').map((departure) => departure.startDate),
    ).toEqual(['2027-08-07'])
    expect(
      found.departures.slice(-2).map((departure) => [departure.startDate, departure.status, departure.pricePerPerson]),
    ).toEqual([
      ['2028-05-06', 'available', null],
      ['2028-05-20', 'available', null],
    ])
    const starts = dates(found.departures)
    expect(starts).toEqual([...starts].sort())
  })

  it('drops a departure at midnight in Nairobi at the end of its start day', async () => {
    // 20:59:59 UTC on 5 December is 23:59:59 in Nairobi: the day's departure still shows.
    expect(dates((await resolve('gold-package', undefined, new Date('2026-12-05T20:59:59Z'))).departures)[0]).toBe(
      '2026-12-05',
    )
    const next = await resolve('gold-package', undefined, new Date('2026-12-05T21:00:00Z'))
    expect(dates(next.departures)[0]).toBe('2026-12-19')
    expect(next.laterDepartures).toBe(27)
  })

  it('sends the departures once: the package’s offer and the item carry none of their own', async () => {
    const byPackage = await resolve('gold-package')
    expect(byPackage.pkg?.offer?.departures).toBeNull()
    const byItem = await resolve('gold')
    expect(byItem.item?.departures).toBeNull()
    expect(byItem.pkg?.offer?.departures).toBeNull()
  })

  it('make the "from" price: the cheapest departure that can still be booked, else the trip’s own price', async () => {
    // The first departure at 1,500 sells out (eight more places booked) and the editor closes every other one: the
    // festive ones at 1,880 are the cheapest left.
    seedContent.change((docs) =>
      docs.map((doc) =>
        doc._id === 'item-gold'
          ? {
              ...doc,
              price: 1700,
              departures: (doc.departures as Array<{ _key: string; pricePerPerson?: number }>).map((d) =>
                d.pricePerPerson === 1500 && d._key !== 'dep-01' ? { ...d, closed: true } : d,
              ),
            }
          : doc._id === 'places-item-gold-dep-01'
            ? { ...doc, claims: [...(doc.claims as unknown[]), { _key: 'seed-2', places: 8 }] }
            : doc,
      ),
    )
    expect((await resolve('gold')).departures[0]).toMatchObject({ startDate: '2026-12-05', status: 'sold-out' })
    expect((await resolve('gold-package')).pkg?.offer?.price).toBe(1880)
    expect((await resolve('gold')).item?.price).toBe(1880)
    // Once the last festive departure (New Year 2028) has gone, nothing bookable is left: the trip's own price.
    expect((await resolve('gold', undefined, new Date('2028-01-01T09:00:00Z'))).item?.price).toBe(1880)
    expect((await resolve('gold', undefined, new Date('2028-01-02T09:00:00Z'))).item?.price).toBe(1700)
  })

  it('counts a hold on a departure until it ends, and may be cached no longer than that', async () => {
    const until = new Date(SEED_NOW.getTime() + 90_500)
    seedContent.change((docs) =>
      docs.map((doc) =>
        doc._id === 'places-item-gold-dep-01'
          ? { ...doc, claims: [...(doc.claims as unknown[]), { _key: 'h', places: 2, until: until.toISOString() }] }
          : doc,
      ),
    )
    const held = await resolve('gold', undefined, SEED_NOW)
    expect(held.departures[0]).toMatchObject({ startDate: '2026-12-05', status: 'available', left: 6 })
    expect(held.cacheControl).toBe('public, max-age=0, must-revalidate, s-maxage=91, stale-while-revalidate=0')
    const after = await resolve('gold', undefined, until)
    expect(after.departures[0]).toMatchObject({ left: 8 })
    expect(after.cacheControl).toContain('s-maxage=300')
  })

  it('may be cached until midnight in Nairobi, when a departure can drop off', async () => {
    expect((await resolve('gold')).cacheControl).toBe(
      'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=42900',
    )
    expect((await resolve('gold', undefined, new Date('2026-11-24T20:55:00Z'))).cacheControl).toBe(
      'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=0',
    )
  })
})

describe('in preview', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, VISUAL_EDITING_KIT_GLOBAL)
  })

  it('shows the package’s unpublished draft', async () => {
    const found = await resolveItinerary(previewRequest(`${ORIGIN}/itinerary/gold-package`), 'gold-package', SEED_NOW)
    expect(found.pkg?.days?.[0]?.title).toBe(
      'Day 1: Arrival in Nairobi & Private Welcome Dinner at the Karen Residence',
    )
  })

  it('cleans the Studio’s edit marks from the dates it compares, keeping them on the notes', async () => {
    installVisualEditingKit(sanityVisualEditingKit)
    // Marked whatever the value (Sanity's own filter leaves dates unmarked; the loader does not rely on it).
    const mark = (text: string) =>
      vercelStegaCombine(text, { origin: 'sanity.io', href: '/intent/edit/id=item-gold' }, false)
    seedContent.change((docs) =>
      docs.map((doc) =>
        doc._id === 'item-gold'
          ? {
              ...doc,
              departures: (doc.departures as Array<{ startDate: string; note?: { en: string } }>).map((d) => ({
                ...d,
                startDate: mark(d.startDate),
                ...(d.note ? { note: { ...d.note, en: mark(d.note.en) } } : {}),
              })),
            }
          : doc,
      ),
    )
    const marked = (await querySeed(ITINERARY_QUERY, { slug: 'gold' }, 'drafts')).item!.departures![0]!
    expect(marked.startDate).not.toBe('2026-12-05')
    const found = await resolveItinerary(previewRequest(`${ORIGIN}/itinerary/gold`), 'gold', SEED_NOW)
    // A marked date would fail the date check and leave the page without departures.
    expect(dates(found.departures)).toEqual(GOLD_FIRST_EIGHT)
    expect(found.departures[0]).toMatchObject({ status: 'available', endDate: '2026-12-15' })
    expect(found.departures[1]!.note).not.toBe('Festive season: Christmas dinner included')
    expect(sanityVisualEditingKit.clean(found.departures[1]!.note)).toBe('Festive season: Christmas dinner included')
  })
})
