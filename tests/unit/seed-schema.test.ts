import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SchemaType } from 'groq-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConformanceChecker, type SeedDocument } from '../support/schema-conformance'

const repoRoot = path.resolve(__dirname, '../..')
const seedDir = path.join(repoRoot, 'seed')
const seedFile = path.join(seedDir, 'dataset.ndjson')
const studioDir = path.join(repoRoot, 'studio')
const schemaFile = path.join(studioDir, 'schema.json')

const docs: SeedDocument[] = readFileSync(seedFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as SeedDocument)
const byId = (id: string): SeedDocument => {
  const doc = docs.find((d) => d._id === id)
  if (!doc) throw new Error(`no seed document ${id}`)
  return structuredClone(doc)
}

function loadSchema(): SchemaType {
  if (!existsSync(schemaFile)) {
    throw new Error('studio/schema.json is missing: run `cd studio && npx sanity schema extract --enforce-required-fields --path schema.json`')
  }
  return JSON.parse(readFileSync(schemaFile, 'utf8')) as SchemaType
}

describe('every seed document conforms to studio/schema.json', () => {
  const check = createConformanceChecker(loadSchema(), docs, seedDir)

  it.each(docs.map((doc) => [doc._id, doc._type, doc] as const))('%s (%s)', (_id, _type, doc) => {
    expect(check(doc)).toEqual([])
  })

  it('the checker reports an unknown field, a wrong type, a missing required field and a dangling reference, with their paths', () => {
    const broken = byId('item-gold')
    broken.colour = 'gold'
    broken.rating = '5'
    delete broken.name
    broken.package = { _type: 'reference', _ref: 'package-platinum-package' }
    const issues = check(broken)
    expect(issues).toEqual(
      expect.arrayContaining([
        'colour: unknown field',
        'rating: expected number, got string "5"',
        'name: required',
        'package: reference to missing document "package-platinum-package"',
      ]),
    )
    expect(issues).toHaveLength(4)
  })

  it('the checker reports nested mistakes: image alt, array _key, list values, member types, reference targets, asset files', () => {
    const pkg = byId('drafts.package-gold-package') as SeedDocument & { days: Array<Record<string, any>> }
    delete pkg.days[3]!.carouselImages1[0].alt
    pkg.days[1]!._key = pkg.days[0]!._key
    delete pkg.days[2]!.carouselImages2[1]._key
    const pushed = pkg.days[4]!.timelineItems.push(42) - 1
    pkg.days[5]!.carouselImages1[0]._sanityAsset = 'image@file://./images/no-such-photo.jpg'
    pkg.days[6]!.carouselImages1[0] = { _key: 'x', _type: 'image', alt: 'Nothing to import' }
    expect(check(pkg).sort()).toEqual(
      [
        'days[1]._key: "day-01" repeats days[0]._key',
        'days[2].carouselImages2[1]._key: required (objects in an array need a unique _key)',
        'days[3].carouselImages1[0].alt: required',
        `days[4].timelineItems[${pushed}]: expected string, got number 42`,
        `days[5].carouselImages1[0]._sanityAsset: file not found: ${path.relative(process.cwd(), path.join(seedDir, 'images/no-such-photo.jpg'))}`,
        'days[6].carouselImages1[0].asset: required (an image needs an asset reference or a _sanityAsset placeholder)',
      ].sort(),
    )

    const home = byId('homeLayout') as SeedDocument & { sections: Array<Record<string, any>> }
    const storyIndex = home.sections.findIndex((s) => s._type === 'storyCardSection')
    const categoryIndex = home.sections.findIndex((s) => s._type === 'categorySection')
    home.sections[storyIndex]!.card._ref = 'item-gold'
    home.sections[categoryIndex]!.category = 'Cruises'
    home.sections.push({ _key: 'extra', _type: 'videoSection' })
    expect(check(home).sort()).toEqual(
      [
        `sections[${storyIndex}].card: reference to "item-gold", a catalogueItem, where only storyCard is allowed`,
        `sections[${categoryIndex}].category: "Cruises" is not one of "Itineraries", "Circuits", "Golf Courses", "Excursions", "Hotels"`,
        `sections[${home.sections.length - 1}]._type: "videoSection" is not allowed here (allowed: storyCardSection, categorySection, partnerSection)`,
      ].sort(),
    )

    expect(check({ _id: 'x', _type: 'teamMemberX' })).toEqual(['_type: "teamMemberX" is not a document type of the schema'])
  })
})

// ---------------------------------------------------------------------------------------------
// Sanity's own validation rules, run by the real CLI against the real studio config.

type PathSegment = string | number | { _key: string } | [number | '', number | '']
type Marker = { level: string; message: string; path: PathSegment[]; item?: { message?: string } }
type DocumentResult = { documentId: string; documentType: string; level: string; markers: Marker[] }
type CliRun = { code: number | null; results: DocumentResult[]; stderr: string }

/** The marker the default slug-uniqueness rule yields when it cannot reach the Content Lake. */
const OFFLINE_EXCEPTION = 'Exception occurred while validating value'

const formatPath = (segments: PathSegment[]) =>
  segments
    .map((s) => (typeof s === 'string' ? `.${s}` : typeof s === 'number' ? `[${s}]` : Array.isArray(s) ? `[${s.join(':')}]` : `[_key=="${s._key}"]`))
    .join('')
    .replace(/^\./, '')

/** The marker's own message, without the "path: " prefix the CLI puts on some messages. */
function messageOf(marker: Marker): string {
  const message = marker.item?.message ?? marker.message
  const prefix = `${formatPath(marker.path)}: `
  return message.startsWith(prefix) ? message.slice(prefix.length) : message
}

const isOfflineSlugCheck = (marker: Marker) =>
  marker.path.length === 1 && marker.path[0] === 'slug' && messageOf(marker).startsWith(OFFLINE_EXCEPTION)

/** Every marker except the offline slug-uniqueness exception, as "id path: message". */
const unexpectedMarkers = (results: DocumentResult[]) =>
  results.flatMap((result) =>
    result.markers.filter((m) => !isOfflineSlugCheck(m)).map((m) => `${result.documentId} ${formatPath(m.path) || '(document)'}: ${messageOf(m)}`),
  )

/** Runs `sanity documents validate --file <file>` in studio/ and parses its ndjson report. */
function validateWithCli(file: string): Promise<CliRun> {
  const bin = path.join(repoRoot, 'node_modules/.bin/sanity')
  const args = [bin, 'documents', 'validate', '--file', file, '--yes', '--format', 'ndjson', '--level', 'error']
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: studioDir,
      // Any token makes the CLI skip the login prompt; nothing it reads offline needs a real one.
      env: { ...process.env, SANITY_AUTH_TOKEN: 'offline-validation', DO_NOT_TRACK: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      try {
        const lines = stdout.split('\n').filter((line) => line.trim().startsWith('{'))
        const results = lines.map((line) => JSON.parse(line) as DocumentResult)
        // A non-zero exit is expected while the slug exceptions are reported as errors; without any
        // error marker it means the CLI itself failed (e.g. it tried to fetch a missing reference).
        if (code !== 0 && !results.some((r) => r.markers.some((m) => m.level === 'error'))) {
          reject(new Error(`sanity documents validate exited with ${code} without reporting markers.\nstdout:\n${stdout}\nstderr:\n${stderr}`))
        } else resolve({ code, results, stderr })
      } catch (error) {
        reject(new Error(`cannot parse the output of sanity documents validate: ${String(error)}\nstdout:\n${stdout}\nstderr:\n${stderr}`))
      }
    })
  })
}

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

describe("Sanity's validation rules hold for the seed", () => {
  it('no two documents of a type share a slug (the CLI cannot check this offline)', () => {
    expect(duplicateSlugs(docs)).toEqual([])

    const copy = docs.map((doc) => structuredClone(doc))
    const silver = copy.find((doc) => doc._id === 'item-silver')!
    ;(silver.slug as { current: string }).current = 'gold'
    expect(duplicateSlugs(copy)).toEqual(['catalogueItem "gold": item-gold, item-silver'])
  })

  describe('sanity documents validate --level error (offline)', () => {
    let tempDir = ''
    let run: PromiseSettledResult<CliRun>

    // Broken copies of real documents, under ids of their own so one CLI run checks them beside the seed.
    const broken = [
      { ...byId('item-coastal'), rating: 7, price: -5 },
      { ...byId('team-01'), email: 'not-an-e-mail', phone: 'call me' },
      { ...byId('package-zanzibar-package'), days: [] },
      (() => {
        const member = byId('team-02') as SeedDocument & { photo: Record<string, unknown> }
        delete member.photo.alt
        return member
      })(),
    ].map((doc) => ({ ...doc, _id: `broken-${doc._id}` }))
    const isBroken = (result: DocumentResult) => result.documentId.startsWith('broken-')

    // Copies that break the trip facts (countries, activities, duration, where the night is spent).
    const badFacts = [
      (() => {
        const pkg = byId('package-gold-package') as SeedDocument & { days: Array<Record<string, any>> }
        pkg.durationDays = 0
        pkg.countries = []
        pkg.activities = ['golf', 'golf', 'yoga']
        delete pkg.days[3]!.overnight
        delete pkg.days[10]!.overnight // the departure day: may stay empty
        return pkg
      })(),
      { ...byId('package-zanzibar-package'), durationDays: 7 },
      { ...byId('item-silver-3'), durationDays: -2, countries: ['kenya', 'atlantis'], activities: [] },
      { ...byId('item-gold'), durationDays: 2.5 },
      (() => {
        const item = byId('item-dubai')
        delete item.durationDays
        return item
      })(),
      { ...byId('item-karen-country-and-golf-club'), durationDays: 1, activities: ['Golf'] },
    ].map((doc) => ({ ...doc, _id: `bad-facts-${doc._id}` }))
    const isBadFacts = (result: DocumentResult) => result.documentId.startsWith('bad-facts-')

    beforeAll(async () => {
      tempDir = mkdtempSync(path.join(os.tmpdir(), 'seed-validate-'))
      const file = path.join(tempDir, 'seed-and-broken.ndjson')
      // One run for both: each run spends ~20 s of CPU loading the studio config.
      writeFileSync(file, readFileSync(seedFile, 'utf8').trimEnd() + '\n' + [...broken, ...badFacts].map((doc) => JSON.stringify(doc)).join('\n') + '\n')
      ;[run] = await Promise.allSettled([validateWithCli(file)])
    }, 180_000)

    afterAll(() => {
      if (tempDir) rmSync(tempDir, { recursive: true, force: true })
    })

    const resultsOf = (which: (result: DocumentResult) => boolean) => {
      if (run.status === 'rejected') throw run.reason
      return run.value.results.filter(which)
    }
    const seedRun = (result: DocumentResult) => !isBroken(result) && !isBadFacts(result)
    const brokenRun = isBroken

    it('reports no error in the seed except the slug-uniqueness check, which needs the Content Lake', () => {
      expect(unexpectedMarkers(resultsOf(seedRun))).toEqual([])
    })

    it('reports broken documents: rating 7, negative price, bad e-mail and phone, no days, missing alt', () => {
      const markers = unexpectedMarkers(resultsOf(brokenRun)).map((marker) => marker.replace(/^broken-/, ''))
      expect(markers).toEqual(
        expect.arrayContaining([
          'item-coastal rating: Must be lower than or equal to 5',
          'item-coastal price: The price cannot be negative.',
          'item-coastal price: Only itineraries have a price: clear this field.',
          'team-01 email: Enter a valid e-mail address.',
          'team-01 phone: Use digits and spaces, optionally starting with +.',
          'package-zanzibar-package days: A package needs at least one day.',
          'team-02 photo.alt: Every image needs alternative text.',
        ]),
      )
      expect(markers).toHaveLength(7)
    })

    it('reports broken trip facts: bad or mismatched durations, missing or unknown countries and activities, a missing night', () => {
      const markers = unexpectedMarkers(resultsOf(isBadFacts)).map((marker) => marker.replace(/^bad-facts-/, ''))
      expect(markers.sort()).toEqual(
        [
          'package-gold-package durationDays: A trip lasts at least one day.',
          'package-gold-package durationDays: The package has 11 days: set the duration to 11.',
          'package-gold-package countries: Choose at least one country.',
          'package-gold-package activities: Choose each activity only once.',
          'package-gold-package activities: "yoga" is not a known activity: choose from Golf, Safari, Beach, Culture, Wellness.',
          'package-gold-package days[_key=="day-04"].overnight: Say where the night is spent: only the last (departure) day may leave this empty.',
          'package-zanzibar-package durationDays: The package has 5 days: set the duration to 5.',
          // Sanity's own check of the list's values, beside the sentence above.
          'package-gold-package activities[2]: Value did not match any allowed values',
          'item-silver-3 countries[1]: Value did not match any allowed values',
          'item-karen-country-and-golf-club activities[0]: Value did not match any allowed values',
          'item-silver-3 durationDays: A trip lasts at least one day.',
          'item-silver-3 countries: "atlantis" is not a known country: choose from Kenya, Tanzania (including Zanzibar), Uganda, Rwanda, United Arab Emirates.',
          'item-silver-3 activities: Choose at least one activity.',
          'item-gold durationDays: The duration is a whole number of days.',
          'item-dubai durationDays: Every itinerary needs a duration in days.',
          'item-karen-country-and-golf-club durationDays: Golf courses and hotels have no duration: clear this field.',
          'item-karen-country-and-golf-club activities: "Golf" is not a known activity: choose from Golf, Safari, Beach, Culture, Wellness.',
        ].sort(),
      )
    })
  })
})
