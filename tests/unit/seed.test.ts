import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildImageMetadata, collectSeedDocuments, toMetadataJson, toNdjson } from '../../seed/build-seed'
import { type SeedJsonDocument as Doc, inLanguage } from '../support/seed-data'

const seedDir = path.resolve(__dirname, '../../seed')
const ndjson = readFileSync(path.join(seedDir, 'dataset.ndjson'), 'utf8')
const docs: Doc[] = ndjson
  .trim()
  .split('\n')
  // As the English edition shows it (each translated field its English); the Arabic has its own test.
  .map((line) => inLanguage(JSON.parse(line)))
const published = docs.filter((doc) => !doc._id.startsWith('drafts.'))
const ofType = (type: string) => published.filter((doc) => doc._type === type)
const byId = (id: string) => published.find((doc) => doc._id === id)!

describe('the seed dataset', () => {
  it('is exactly what seed/source builds (run `npm run seed:build` after editing the source)', async () => {
    expect(ndjson).toBe(toNdjson(await collectSeedDocuments()))
  })

  it('records every image’s blurred placeholder for its current bytes (`npm run seed:build` on a change)', async () => {
    const recorded = readFileSync(path.join(seedDir, 'image-metadata.json'), 'utf8')
    expect(recorded).toBe(toMetadataJson(await buildImageMetadata(await collectSeedDocuments())))
  })

  it('keeps each placeholder shaped as Sanity’s lqip (base64, 20 px wide) and inlinable (≤ 300 bytes)', async () => {
    const metadata: Record<string, { lqip: string }> = JSON.parse(
      readFileSync(path.join(seedDir, 'image-metadata.json'), 'utf8'),
    )
    expect(Object.keys(metadata).length).toBeGreaterThan(50)
    for (const [file, { lqip }] of Object.entries(metadata)) {
      expect(lqip, file).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/)
      expect(lqip.length, file).toBeLessThanOrEqual(300)
      const { width } = await sharp(Buffer.from(lqip.split(',')[1]!, 'base64')).metadata()
      expect(width, file).toBe(20)
    }
  })

  it('has unique, deterministic ids', () => {
    const ids = docs.map((doc) => doc._id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('holds the 28 catalogue items: 7 itineraries, 5 circuits, 6 golf courses, 5 excursions, 5 hotels', () => {
    const items = ofType('catalogueItem')
    expect(items).toHaveLength(28)
    const count = (category: string) => items.filter((item) => item.category === category).length
    expect([
      count('Itineraries'),
      count('Circuits'),
      count('Golf Courses'),
      count('Excursions'),
      count('Hotels'),
    ]).toEqual([7, 5, 6, 5, 5])
    for (const item of items) {
      expect(item.slug.current).toMatch(/^[a-z0-9-]+$/)
      expect(item.description.length).toBeGreaterThan(60)
      expect(item.image.alt).toBeTruthy()
    }
    expect(new Set(items.map((item) => item.slug.current)).size).toBe(28)
  })

  it('prices only the itineraries, as the spec gives them, all 7 days', () => {
    const prices = Object.fromEntries(
      ofType('catalogueItem')
        .filter((item) => item.price !== undefined)
        .map((item) => [item.name, [item.price, item.durationDays]]),
    )
    expect(prices).toEqual({
      Dubai: [2000, 7],
      Zanzibar: [1500, 7],
      Rwanda: [1300, 7],
      Gold: [1500, 7],
      Silver: [800, 7],
      'Silver 2': [1600, 7],
      'Silver 3': [1600, 7],
    })
  })

  it('keeps the legacy ids, with 6, 7 and 16 repeating across categories', () => {
    const counts = new Map<number, number>()
    for (const item of ofType('catalogueItem')) counts.set(item.legacyId, (counts.get(item.legacyId) ?? 0) + 1)
    expect(
      [...counts]
        .filter(([, n]) => n > 1)
        .map(([id]) => id)
        .sort((a, b) => a - b),
    ).toEqual([6, 7, 16])
  })

  it('names every circuit, golf course, excursion and hotel as the spec does', () => {
    const names = (category: string) =>
      ofType('catalogueItem')
        .filter((i) => i.category === category)
        .sort((a, b) => a.order - b.order)
        .map((i) => i.name)
    expect(names('Circuits')).toEqual(['Nairobi City', 'Mt Kenya', 'Great Rift Valley', 'Coastal', 'Rwanda'])
    expect(names('Golf Courses')).toEqual([
      'Karen Country and Golf Club',
      'Windsor Golf Hotel and Country Club',
      'Fairmont Mt Kenya Safari Club',
      'The Great Rift Valley Lodge and Golf Resort',
      'Vipingo Ridge PGA Baobab Golf Course',
      'Diamonds Leisure Beach and Golf Resort',
    ])
    expect(names('Excursions')).toEqual([
      'Hells Gate National Park',
      'Solio Conservancy',
      'Mugie Conservancy',
      'Giraffe Centre',
      'National Museum Of Kenya',
    ])
    expect(names('Hotels')).toEqual([
      'The Residences At Karen',
      'Nairobi Serena Hotel',
      'The Ark Hotel',
      'Almanara Luxury Boutique Hotel and Villas',
      'Maasai Mara Hotels',
    ])
  })

  it('holds the five packages with 11, 11, 5, 6 and 11 days and their own included and excluded lists', () => {
    const days = Object.fromEntries(ofType('itineraryPackage').map((pkg) => [pkg.slug.current, pkg.days.length]))
    expect(days).toEqual({
      'gold-package': 11,
      'silver-package': 11,
      'zanzibar-package': 5,
      'rwanda-package': 6,
      'dubai-package': 11,
    })
    for (const pkg of ofType('itineraryPackage')) {
      expect(pkg.included).toEqual([
        'All park fees',
        'All green fees',
        'Complimentary spa',
        'Complimentary beverages',
        'All meals',
        'All transfer fees',
        'All air charter fees',
      ])
      expect(pkg.excluded).toEqual(['Personal insurance', 'Tips and gratuities', 'Non-complimentary drinks'])
      for (const day of pkg.days) {
        expect(day.title).toMatch(/^Day \d+: /)
        expect(day.timelineItems.length).toBeGreaterThan(2)
        expect(Array.isArray(day.carouselImages1) && Array.isArray(day.carouselImages2)).toBe(true)
      }
    }
  })

  it('links five itineraries to their packages and every reference resolves', () => {
    const linked = ofType('catalogueItem')
      .filter((item) => item.package)
      .map((item) => [item.name, item.package._ref])
    expect(Object.fromEntries(linked)).toEqual({
      Dubai: 'package-dubai-package',
      Zanzibar: 'package-zanzibar-package',
      Rwanda: 'package-rwanda-package',
      Gold: 'package-gold-package',
      Silver: 'package-silver-package',
    })
    const ids = new Set(docs.map((doc) => doc._id))
    for (const match of ndjson.matchAll(/"_ref":"([^"]+)"/g)) expect(ids).toContain(match[1])
  })

  it('holds four story cards, blue, red, green and custom with its colour', () => {
    const cards = ofType('storyCard').sort((a, b) => a.order - b.order)
    expect(cards.map((card) => card.variant)).toEqual(['blue', 'red', 'green', 'custom'])
    expect(cards[3]!.color).toMatch(/^#[0-9a-fA-F]{6}$/)
    for (const card of cards) expect(card.tags.length).toBeGreaterThan(0)
  })

  it('holds eight team members with the positions in the spec order', () => {
    const team = ofType('teamMember').sort((a, b) => a.order - b.order)
    expect(team.map((member) => member.position)).toEqual([
      'Chief Executive Officer',
      'Managing Director and Lead Consultant',
      'Travel Consultant and Business Manager',
      'Travel Leader & Hospitality Manager',
      'Tour Guide and Operations Manager',
      'Digital Marketing and IT Manager',
      'Travel Consultant and General Manager for Dubai',
      'Partner and Travel Consultant',
    ])
    for (const member of team) {
      expect(member.email).toMatch(/^[^@\s]+@[^@\s]+\.example$/)
      expect(member.phone).toMatch(/^\+[\d ]+$/)
      expect(member.bio.length).toBeGreaterThan(60)
    }
  })

  it('holds the Terms in 11 sections and the Privacy policy in 8, as Portable Text', () => {
    const terms = byId('legal-terms')
    const privacy = byId('legal-privacy')
    expect(terms.sections).toHaveLength(11)
    expect(privacy.sections).toHaveLength(8)
    const text = (doc: Doc) =>
      JSON.stringify(doc.sections.map((s: Doc) => s.body.map((b: Doc) => b.children.map((c: Doc) => c.text))))
    expect(terms.sections[3].heading).toMatch(/Cancellation/)
    expect(text(terms)).toMatch(/30 days or more/)
    expect(text(terms)).toMatch(/50%/)
    expect(terms.sections[9].heading).toMatch(/Governing Law/)
    expect(text(terms)).toMatch(/Kenya/)
    for (const section of [...terms.sections, ...privacy.sections]) expect(section.body[0]._type).toBe('block')
  })

  it('holds the hotel sample with its figures', () => {
    const hotel = byId('hotel-sample')
    // Its stars are its catalogue item's sample reviews (decision 043): the spec's overall 4.5 of 5.
    const ratings = ofType('review')
      .filter((review) => review.trip._ref === 'item-the-residences-at-karen')
      .map((review) => review.rating)
    expect(ratings.reduce((sum: number, rating: number) => sum + rating, 0) / ratings.length).toBe(4.5)
    expect([5, 4, 3, 2, 1].map((star) => ratings.filter((rating: number) => rating === star).length)).toEqual([
      6, 3, 1, 0, 0,
    ])
    const specs = Object.fromEntries(
      [...hotel.specifications.packageDetails, ...hotel.specifications.generalSpecifications].map((s: Doc) => [
        s.label,
        s.value,
      ]),
    )
    expect(specs).toMatchObject({ 'Check-in': '3:00 PM', 'Check-out': '12:00 PM', 'Room size': '45 m²' })
  })

  it('holds a handful of sample reviews, marked as samples, on several trips, and items with none', () => {
    const reviews = ofType('review')
    expect(reviews.length).toBeGreaterThanOrEqual(5)
    for (const review of reviews) {
      expect(review.sample).toBe(true)
      expect(review.rating).toBeGreaterThanOrEqual(1)
      expect(review.rating).toBeLessThanOrEqual(5)
      expect(review.travelledIn).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/)
      expect(['en', 'ar']).toContain(review.language)
    }
    const reviewed = new Set(reviews.map((review) => review.trip._ref))
    expect(reviewed.size).toBeGreaterThanOrEqual(4)
    expect(reviews.some((review) => review.language === 'ar')).toBe(true)
    expect(reviews.some((review) => review.reply)).toBe(true)
    // Most items have no review: they show no stars.
    expect(ofType('catalogueItem').filter((item) => !reviewed.has(item._id)).length).toBeGreaterThan(20)
  })

  it('holds the site settings and the home layout', () => {
    const settings = byId('siteSettings')
    expect(settings.offices.map((o: Doc) => o.region)).toEqual(['UAE', 'US', 'Nairobi'])
    expect(settings.social.map((s: Doc) => s.platform)).toEqual(['facebook', 'twitter', 'instagram', 'linkedin'])
    expect(settings.copyrightYear).toBe(2025)
    expect(settings.tripSearch).toEqual({
      countries: ['Kenya', 'Rwanda', 'UAE', 'USA', 'Zanzibar', 'Tanzania'],
      activities: ['Golf', 'Safari', 'Heli Tour', 'Beach'],
      transferModes: ['Car', 'Air', 'Yacht'],
    })
    expect(settings.licenceNumber).toBeTruthy()
    expect(settings.chat.url).toMatch(/^https:\/\//)
    expect(settings.chat.prefilledText).toMatch(/itinerar/i)
    expect(byId('homeLayout').sections).toHaveLength(10)
  })

  it('includes at least one draft so preview can be tried offline', () => {
    expect(docs.some((doc) => doc._id.startsWith('drafts.'))).toBe(true)
  })

  it('has a file under 100 KB behind every image, each image with alt text', () => {
    const images: Array<{ _sanityAsset: string; alt?: string }> = []
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>
        if (record._type === 'image') images.push(record as { _sanityAsset: string; alt?: string })
        Object.values(record).forEach(walk)
      }
    }
    walk(docs)
    expect(images.length).toBeGreaterThan(100)
    for (const image of images) {
      const file = /^image@file:\/\/\.\/(.+)$/.exec(image._sanityAsset)?.[1]
      expect(file, JSON.stringify(image)).toBeTruthy()
      const full = path.join(seedDir, file!)
      expect(existsSync(full), file).toBe(true)
      expect(statSync(full).size, file).toBeLessThan(100 * 1024)
      expect((image.alt ?? '').length, file).toBeGreaterThan(3)
    }
  })

  it('has an ad video encoded for its 640 × 360 box within 400 KB, playable before it has all arrived', () => {
    const video = readFileSync(path.join(seedDir, 'files/ad-video.mp4'))
    expect(video.length).toBeLessThanOrEqual(400 * 1024)
    // faststart: the moov atom (what a player needs to begin) comes before the media data.
    expect(video.indexOf('moov')).toBeGreaterThan(0)
    expect(video.indexOf('moov')).toBeLessThan(video.indexOf('mdat'))
    // The track header's width and height (16.16 fixed point), the 640 × 360 the video is shown at.
    const tkhd = video.indexOf('tkhd')
    const size = video.subarray(tkhd + 4 + 76, tkhd + 4 + 84)
    expect([size.readUInt32BE(0) / 65536, size.readUInt32BE(4) / 65536]).toEqual([640, 360])
  })
})
