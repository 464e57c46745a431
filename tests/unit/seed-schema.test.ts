import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { SchemaType } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { createConformanceChecker, type SeedDocument } from '../support/schema-conformance'
import { allSeedDocuments, type SeedFields, seedCopy } from '../support/seed-data'

const repoRoot = path.resolve(__dirname, '../..')
const seedDir = path.join(repoRoot, 'seed')
const studioDir = path.join(repoRoot, 'studio')
const schemaFile = path.join(studioDir, 'schema.json')

const docs = allSeedDocuments as SeedDocument[]
const byId = (id: string) => seedCopy(id) as SeedDocument

function loadSchema(): SchemaType {
  if (!existsSync(schemaFile)) {
    throw new Error(
      'studio/schema.json is missing: run `cd studio && npx sanity schema extract --enforce-required-fields --path ' +
        'schema.json`',
    )
  }
  return JSON.parse(readFileSync(schemaFile, 'utf8')) as SchemaType
}

describe('every seed document conforms to studio/schema.json', () => {
  const check = createConformanceChecker(loadSchema(), docs, seedDir)

  it.each(docs.map((doc) => [doc._id, doc._type, doc] as const))('%s (%s)', (_id, _type, doc) => {
    expect(check(doc)).toEqual([])
  })

  it('the checker names an unknown field, wrong type, missing required field, dangling reference, with paths', () => {
    const broken = byId('item-gold')
    broken.colour = 'gold'
    broken.price = '5'
    delete broken.name
    broken.package = { _type: 'reference', _ref: 'package-platinum-package' }
    const issues = check(broken)
    expect(issues).toEqual(
      expect.arrayContaining([
        'colour: unknown field',
        'price: expected number, got string "5"',
        'name: required',
        'package: reference to missing document "package-platinum-package"',
      ]),
    )
    expect(issues).toHaveLength(4)
  })

  it('the checker reports nested errors: image alt, array _key, list values, member types, references, assets', () => {
    const pkg = byId('drafts.package-gold-package') as SeedDocument & { days: SeedFields[] }
    delete pkg.days[3]!.carouselImages1[0].alt
    pkg.days[1]!._key = pkg.days[0]!._key
    delete pkg.days[2]!.carouselImages2[1]._key
    const pushed = pkg.days[4]!.timelineItems.en.push(42) - 1
    pkg.days[5]!.carouselImages1[0]._sanityAsset = 'image@file://./images/no-such-photo.jpg'
    const alt = { _type: 'localeString', en: 'Nothing to import' }
    pkg.days[6]!.carouselImages1[0] = { _key: 'x', _type: 'image', alt }
    expect(check(pkg).sort()).toEqual(
      [
        'days[1]._key: "day-01" repeats days[0]._key',
        'days[2].carouselImages2[1]._key: required (objects in an array need a unique _key)',
        'days[3].carouselImages1[0].alt: required',
        `days[4].timelineItems.en[${pushed}]: expected string, got number 42`,
        'days[5].carouselImages1[0]._sanityAsset: file not found: ' +
          `${path.relative(process.cwd(), path.join(seedDir, 'images/no-such-photo.jpg'))}`,
        'days[6].carouselImages1[0].asset: required (an image needs an asset reference or a _sanityAsset placeholder)',
      ].sort(),
    )

    const home = byId('homeLayout') as SeedDocument & { sections: SeedFields[] }
    const storyIndex = home.sections.findIndex((s) => s._type === 'storyCardSection')
    const categoryIndex = home.sections.findIndex((s) => s._type === 'categorySection')
    home.sections[storyIndex]!.card._ref = 'item-gold'
    home.sections[categoryIndex]!.category = 'Cruises'
    home.sections.push({ _key: 'extra', _type: 'videoSection' })
    expect(check(home).sort()).toEqual(
      [
        `sections[${storyIndex}].card: reference to "item-gold", a catalogueItem, where only storyCard is allowed`,
        `sections[${categoryIndex}].category: "Cruises" is not one of "Itineraries", "Circuits", "Golf Courses", ` +
          '"Excursions", "Hotels"',
        `sections[${home.sections.length - 1}]._type: "videoSection" is not allowed here (allowed: storyCardSection, ` +
          'categorySection, partnerSection)',
      ].sort(),
    )

    expect(check({ _id: 'x', _type: 'teamMemberX' })).toEqual([
      '_type: "teamMemberX" is not a document type of the schema',
    ])
  })
})

/** Slugs shared by two documents of one type; a draft and its published document count as one. */
function duplicateSlugs(documents: readonly SeedDocument[]): string[] {
  const owners = new Map<string, Set<string>>()
  for (const doc of documents) {
    const slug = (doc.slug as { current?: unknown } | undefined)?.current
    if (typeof slug !== 'string') continue
    const key = `${doc._type} "${slug}"`
    owners.set(key, (owners.get(key) ?? new Set()).add(doc._id.replace(/^drafts\./, '')))
  }
  return [...owners].filter(([, ids]) => ids.size > 1).map(([key, ids]) => `${key}: ${[...ids].join(', ')}`)
}

describe('slugs', () => {
  it("no two documents of a type share a slug (Sanity's own check of this needs the Content Lake)", () => {
    expect(duplicateSlugs(docs)).toEqual([])

    const copy = docs.map((doc) => structuredClone(doc))
    const silver = copy.find((doc) => doc._id === 'item-silver')!
    ;(silver.slug as { current: string }).current = 'gold'
    expect(duplicateSlugs(copy)).toEqual(['catalogueItem "gold": item-gold, item-silver'])
  })
})
