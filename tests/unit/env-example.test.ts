import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { getPublicEnv, parseEnv, usesEnquiryOutbox } from '#shared/site-settings.server'
import { parseContentApiSettings } from '../../content-api/settings'
import { parseSeedImportSettings } from '../../scripts/seed-import-settings'
import { parseStartSettings } from '../../scripts/start-settings'
import { parseStudioSettings, parseTypegenSettings } from '../../studio/settings'
import { programReads, root } from '../support/environment-reads'
import {
  documentedVariables,
  exampleSections,
  exampleVariables,
  ownVariables,
  tableVariables,
} from '../support/settings-docs'

/**
 * `.env.example` and the configuration page (docs/configuration.md) have one section per program, whose heading
 * begins the same in both. Each section of `.env.example` lists every variable its program's code reads: its own
 * set or commented out, a variable another program's section holds named on an `# Also reads:` line; and nothing
 * that program does not read. The page's section documents at least the same own variables, and nothing else that
 * program does not read.
 */
const PROGRAMS = [
  { section: 'The site and its server', code: (file: string) => /^(?:app|server)\/|^shared\/site-settings/.test(file) },
  { section: 'The local Content API', code: (file: string) => file.startsWith('content-api/') },
  { section: 'The Studio', code: (file: string) => file.startsWith('studio/') },
  { section: 'The seed import', code: (file: string) => /^scripts\/seed-import(?:-settings)?\.ts$/.test(file) },
  { section: '`npm start` and `npm run dev`', code: (file: string) => /^scripts\/start(?:-settings)?\.ts$/.test(file) },
]
const CONFIGURATION = 'docs/configuration.md'
const ENV_EXAMPLE = '.env.example'

const configuration = readFileSync(path.join(root, CONFIGURATION), 'utf8')
const exampleText = readFileSync(path.join(root, ENV_EXAMPLE), 'utf8')
const example = exampleVariables(exampleText)
const sections = exampleSections(exampleText)
const listed = ownVariables(example)

function sectionOf(heading: string) {
  const found = [...sections].find(([title]) => title.startsWith(heading))
  if (!found) throw new Error(`${ENV_EXAMPLE} has no section "# --- ${heading}… ---"`)
  return found[1]
}

const programs = PROGRAMS.map((program) => ({
  ...program,
  reads: programReads(program.code),
  listing: sectionOf(program.section),
}))

describe('.env.example', () => {
  it('reads what a section sets, shows commented out or names as another’s, not names in a comment', () => {
    const sample = exampleVariables(
      '# A comment about PORT=1 and\nALPHA_ONE=1\nBRAVO=\n# CHARLIE=x\n#DELTA=\n  # ECHO=1 indented\nFOXTROT = 1\n' +
        '# Also reads: GOLF_ONE, HOTEL (the site’s, not INDIA).\n# It also reads JULIET\n',
    )
    expect(sample.set).toEqual({ ALPHA_ONE: '1', BRAVO: '' })
    expect([...sample.commented]).toEqual(['CHARLIE', 'DELTA'])
    expect([...sample.alsoReads]).toEqual(['GOLF_ONE', 'HOTEL'])
    const split = exampleSections('# preamble\nA_ONE=1\n# --- First (a/) ---\nB_TWO=2\n# --- Second ---\n# C_THREE=3\n')
    expect([...split.keys()]).toEqual(['First (a/)', 'Second'])
    expect(split.get('Second')?.commented).toEqual(new Set(['C_THREE']))
    expect(
      tableVariables('## The site\n### Its server\n| `A_ONE` | x |\n## The Studio\n| `C_THREE` | y |\n', 'The site'),
    ).toEqual(new Set(['A_ONE']))
  })

  it('lists, in each program’s section, every variable that program’s code reads', () => {
    for (const { section, reads, listing } of programs) {
      expect(reads.size, section).toBeGreaterThan(0)
      const inSection = new Set([...ownVariables(listing), ...listing.alsoReads])
      expect(
        [...reads].filter((name) => !inSection.has(name)),
        `add these to the "${section}" section of ${ENV_EXAMPLE}`,
      ).toEqual([])
    }
  })

  it('lists in each section only what its program reads, each variable as its own in one section', () => {
    for (const { section, reads, listing } of programs) {
      const named = [...ownVariables(listing), ...listing.alsoReads]
      expect(
        named.filter((name) => !reads.has(name)),
        `the "${section}" program reads none of these`,
      ).toEqual([])
      const elsewhere = new Set(
        [...sections.values()].filter((other) => other !== listing).flatMap((other) => [...ownVariables(other)]),
      )
      expect(
        [...listing.alsoReads].filter((name) => !elsewhere.has(name)),
        `"${section}" names these as read from another section, which does not list them`,
      ).toEqual([])
    }
    const owners = [...sections.values()].flatMap((listing) => [...ownVariables(listing)])
    expect(
      owners.filter((name, index) => owners.indexOf(name) !== index),
      'listed in two sections',
    ).toEqual([])
  })

  it('has its sections in the configuration page, each naming its own variables and only its reads', () => {
    for (const { section, reads, listing } of programs) {
      const documented = tableVariables(configuration, section)
      expect(
        [...ownVariables(listing)].filter((name) => !documented.has(name)),
        `document these under "${section}" in ${CONFIGURATION}`,
      ).toEqual([])
      expect(
        [...documented].filter((name) => !reads.has(name)),
        `"${section}" in ${CONFIGURATION}: the program reads none of these`,
      ).toEqual([])
    }
  })

  it('names no variable the configuration page does not', () => {
    expect([...listed].filter((name) => !documentedVariables(configuration).has(name))).toEqual([])
  })

  it('is valid for every program as it is, and safe in production: no emulator, outbox or test clock', () => {
    const env = parseEnv({ NODE_ENV: 'production', ...example.set })
    expect(env.NODE_ENV).toBe('production')
    expect(env.FIREBASE_AUTH_EMULATOR_URL).toBeUndefined()
    expect(getPublicEnv(env).firebase).toBeNull()
    expect(usesEnquiryOutbox(env)).toBe(false)
    expect(env.SITE_CLOCK).toBeUndefined()
    expect(env.PAGE_CACHE).toBe(true)
    expect(parseContentApiSettings(example.set)).toMatchObject({ STUDIO: true, STUDIO_PORT: 3333 })
    expect(parseStudioSettings(example.set).SANITY_STUDIO_PROJECT_ID).toBe('local')
    expect(parseTypegenSettings(example.set).TYPEGEN_OUTPUT).toBe('../app/content/sanity.types.ts')
    expect(parseSeedImportSettings(example.set).SANITY_PROJECT_ID).toBeUndefined()
    expect(parseStartSettings(example.set, { development: false })).toMatchObject({
      FORCE_BUILD: false,
      SKIP_AUTH_EMULATOR: false,
      CONTENT_API_FRESH: false,
    })
  })
})
