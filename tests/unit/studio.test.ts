// @starts-processes: Sanity's CLI, a child process, so only npm test runs it (decision 058)
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type DocumentResult,
  type Marker,
  runSanityChecks,
  type SanityChecksResult,
  studioDir,
} from '../support/sanity-checks'
import type { SeedDocument } from '../support/schema-conformance'
import { allSeedDocuments, type SeedFields, seedCopy } from '../support/seed-data'

/**
 * Sanity's own checks, offline, against the real studio config: the schema has no problem (as `sanity schema
 * validate`), the types the site compiles against are what Sanity TypeGen makes of today's schema and queries
 * (regenerate with `npm run typegen`), and Sanity's validation rules pass on the seed and catch broken copies
 * of it (as `sanity documents validate`). One worker loads the config once for the first and the last
 * (tests/support/sanity-checks.ts); TypeGen, which reads the committed schema.json, runs as its CLI command.
 */
const root = path.resolve(import.meta.dirname, '../..')
const docs = allSeedDocuments as SeedDocument[]
const byId = (id: string) => seedCopy(id) as SeedDocument

type SanityRun = { status: number | null; output: string }

function runSanity(args: string[], env: Record<string, string> = {}): Promise<SanityRun> {
  return new Promise((resolve) => {
    const sanity = path.join(root, 'node_modules', '.bin', 'sanity')
    const child = spawn(sanity, args, {
      cwd: studioDir,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 240_000,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error) => (stderr += `\n${error.message}`))
    child.on('close', (code) => resolve({ status: code, output: `${stdout}\n${stderr}` }))
  })
}

/** The marker the default slug-uniqueness rule yields when it cannot reach the Content Lake. */
const OFFLINE_EXCEPTION = 'Exception occurred while validating value'

const formatPath = (segments: Marker['path']) =>
  segments
    .map((s) =>
      typeof s === 'string'
        ? `.${s}`
        : typeof s === 'number'
          ? `[${s}]`
          : Array.isArray(s)
            ? `[${s.join(':')}]`
            : `[_key=="${s._key}"]`,
    )
    .join('')
    .replace(/^\./, '')

/** The marker's own message, without the "path: " prefix Sanity puts on some messages. */
function messageOf(marker: Marker): string {
  const message = marker.item?.message ?? marker.message
  const prefix = `${formatPath(marker.path)}: `
  return message.startsWith(prefix) ? message.slice(prefix.length) : message
}

const isOfflineSlugCheck = (marker: Marker) =>
  marker.path.length === 1 && marker.path[0] === 'slug' && messageOf(marker).startsWith(OFFLINE_EXCEPTION)

/** Every marker of a level except the offline slug-uniqueness exception, as "id path: message". */
const markersAt = (level: 'error' | 'warning', results: DocumentResult[]) =>
  results.flatMap((result) =>
    result.markers
      .filter((m) => m.level === level && !isOfflineSlugCheck(m))
      .map((m) => `${result.documentId} ${formatPath(m.path) || '(document)'}: ${messageOf(m)}`),
  )

/**
 * Every error except the offline slug-uniqueness exception (what `sanity documents validate --level error` fails on).
 */
const unexpectedMarkers = (results: DocumentResult[]) => markersAt('error', results)

// Broken copies of real documents, under ids of their own so they are checked beside the seed.
const broken = [
  { ...byId('item-coastal'), price: -5 },
  { ...byId('review-sample-01'), rating: 7, travelledIn: 'March 2026' },
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
    const pkg = byId('package-gold-package') as SeedDocument & { days: SeedFields[] }
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

// Departures that break their rules: a date given twice, negative prices, and one that has already started.
const badDepartures = [
  (() => {
    const item = byId('item-gold') as SeedDocument & { departures: Array<Record<string, unknown>> }
    const [first, second, third] = item.departures
    item.departures = [
      { ...first, startDate: '2020-01-04' },
      { ...second, pricePerPerson: -1, singleSupplement: -10 },
      { ...third, startDate: second!.startDate },
    ]
    return item
  })(),
].map((doc) => ({ ...doc, _id: `bad-departures-${doc._id}` }))
const isBadDepartures = (result: DocumentResult) => result.documentId.startsWith('bad-departures-')

const scratch = mkdtempSync(path.join(tmpdir(), 'typegen-'))
// The CLI resolves this path against studio/ (even an absolute one), so it is given relative to it.
const generatedTypes = path.relative(studioDir, path.join(scratch, 'sanity.types.ts'))

// Neither needs the other's result, so both start at once and each test waits for its own.
let checks: Promise<SanityChecksResult>
let generate: Promise<SanityRun>
beforeAll(() => {
  checks = runSanityChecks([...docs, ...broken, ...badFacts, ...badDepartures])
  generate = runSanity(['typegen', 'generate'], { TYPEGEN_OUTPUT: generatedTypes })
  // A failure is reported by the tests that read it, not as an unhandled rejection here.
  checks.catch(() => {})
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const NOT_LOADED = 'The studio config did not load: see the problems the schema test lists'
const resultsOf = async (which: (result: DocumentResult) => boolean) => {
  const { documentResults } = await checks
  if (!documentResults) throw new Error(NOT_LOADED)
  return documentResults.filter(which)
}
const seedRun = (result: DocumentResult) => !isBroken(result) && !isBadFacts(result) && !isBadDepartures(result)
const brokenRun = isBroken

describe('the schema', () => {
  it('has no errors or warnings (sanity schema validate)', async () => {
    const { schemaProblems } = await checks
    expect(schemaProblems).toEqual([])
  }, 240_000)

  it('has TypeGen output (studio/schema.json, app/content/sanity.types.ts) matching schema and queries', async () => {
    const stale = 'is stale: run `npm run typegen` and commit the result'
    const { extractedSchema } = await checks
    if (!extractedSchema) throw new Error(NOT_LOADED)
    expect(`${JSON.stringify(extractedSchema, null, 2)}\n`, `studio/schema.json ${stale}`).toBe(
      readFileSync(path.join(studioDir, 'schema.json'), 'utf8'),
    )

    // The schema is current, so the types are generated from the committed one (its path is named in the output).
    const generated = await generate
    expect(generated.status, generated.output).toBe(0)
    expect(readFileSync(path.join(studioDir, generatedTypes), 'utf8'), `app/content/sanity.types.ts ${stale}`).toBe(
      readFileSync(path.join(root, 'app/content/sanity.types.ts'), 'utf8'),
    )
  }, 240_000)
})

// The checks take about 20 s of CPU; on a busy machine, a minute or more.
describe("Sanity's validation rules (sanity documents validate --level error, offline)", { timeout: 240_000 }, () => {
  it('reports no error in the seed except the slug-uniqueness check, which needs the Content Lake', async () => {
    const seed = await resultsOf(seedRun)
    // Every document of the seed was validated (Sanity's own asset documents aside, as the CLI leaves them).
    expect(seed.map((result) => result.documentId).sort()).toEqual(
      docs
        .filter((doc) => !doc._type.startsWith('sanity.'))
        .map((doc) => doc._id)
        .sort(),
    )
    expect(unexpectedMarkers(seed)).toEqual([])
  })

  it('reports broken documents: 7 stars, bad month, negative price, bad e-mail and phone, no days, alt', async () => {
    const markers = unexpectedMarkers(await resultsOf(brokenRun)).map((marker) => marker.replace(/^broken-/, ''))
    expect(markers).toEqual(
      expect.arrayContaining([
        'review-sample-01 rating: Must be lower than or equal to 5',
        'review-sample-01 travelledIn: Give the year and month as 2026-03.',
        'item-coastal price: The price cannot be negative.',
        'item-coastal price: Only itineraries have a price: clear this field.',
        'team-01 email: Enter a valid e-mail address.',
        'team-01 phone: Use digits and spaces, optionally starting with +.',
        'package-zanzibar-package days: A package needs at least one day.',
        // The English inside the alt text's languages is what is required (decision 042).
        'team-02 photo.alt.en: Required in English.',
      ]),
    )
    expect(markers).toHaveLength(8)
  })

  it('reports departures breaking rules: a date twice, negative prices as errors, a past date a warning', async () => {
    const results = await resultsOf(isBadDepartures)
    const strip = (marker: string) => marker.replace(/^bad-departures-/, '').replace(/_key=="[^"]+"/, '_key')
    const gold = byId('item-gold') as SeedDocument & { departures: Array<{ startDate: string }> }
    expect(markersAt('error', results).map(strip).sort()).toEqual(
      [
        `item-gold departures: Two departures start on ${gold.departures[1]!.startDate}: each date once.`,
        'item-gold departures[_key].pricePerPerson: The price cannot be negative.',
        'item-gold departures[_key].singleSupplement: The supplement cannot be negative.',
      ].sort(),
    )
    // Missing translations are warnings too (decision 042); this test is about the departures' own.
    const ownWarnings = markersAt('warning', results).filter((marker) => !marker.includes(': Needs Arabic'))
    expect(ownWarnings.map(strip)).toEqual([
      'item-gold departures[_key].startDate: This departure has already started: travellers no longer see it.',
    ])
  })

  it('reports bad trip facts: wrong durations, missing/unknown countries or activities, a missing night', async () => {
    const markers = unexpectedMarkers(await resultsOf(isBadFacts)).map((marker) => marker.replace(/^bad-facts-/, ''))
    expect(markers.sort()).toEqual(
      [
        'package-gold-package durationDays: A trip lasts at least one day.',
        'package-gold-package durationDays: The package has 11 days: set the duration to 11.',
        'package-gold-package countries: Choose at least one country.',
        'package-gold-package activities: Choose each activity only once.',
        'package-gold-package activities: "yoga" is not a known activity: choose from Golf, Safari, Beach, Culture, ' +
          'Wellness.',
        'package-gold-package days[_key=="day-04"].overnight: Say where the night is spent: only the last ' +
          '(departure) day may leave this empty.',
        'package-zanzibar-package durationDays: The package has 5 days: set the duration to 5.',
        // Sanity's own check of the list's values, beside the sentence above.
        'package-gold-package activities[2]: Value did not match any allowed values',
        'item-silver-3 countries[1]: Value did not match any allowed values',
        'item-karen-country-and-golf-club activities[0]: Value did not match any allowed values',
        'item-silver-3 durationDays: A trip lasts at least one day.',
        'item-silver-3 countries: "atlantis" is not a known country: choose from Kenya, Tanzania (including ' +
          'Zanzibar), Uganda, Rwanda, United Arab Emirates.',
        'item-silver-3 activities: Choose at least one activity.',
        'item-gold durationDays: The duration is a whole number of days.',
        'item-dubai durationDays: Every itinerary needs a duration in days.',
        'item-karen-country-and-golf-club durationDays: Golf courses and hotels have no duration: clear this field.',
        'item-karen-country-and-golf-club activities: "Golf" is not a known activity: choose from Golf, Safari, ' +
          'Beach, Culture, Wellness.',
      ].sort(),
    )
  })
})
