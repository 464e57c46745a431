import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The Studio's own checks, offline: Sanity validates the schema, and the types the site compiles against are
 * exactly what Sanity TypeGen makes of today's schema and queries (regenerate with `npm run typegen`).
 */
const root = path.resolve(import.meta.dirname, '../..')
const studio = path.join(root, 'studio')
const sanity = path.join(root, 'node_modules', '.bin', 'sanity')
const scratch = mkdtempSync(path.join(tmpdir(), 'typegen-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

type SanityRun = { status: number | null; output: string }

function runSanity(args: string[], env: Record<string, string> = {}): Promise<SanityRun> {
  return new Promise((resolve) => {
    const child = spawn(sanity, args, { cwd: studio, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error) => (stderr += `\n${error.message}`))
    child.on('close', (code) => resolve({ status: code, output: `${stdout}\n${stderr}` }))
  })
}

// The CLI resolves these paths against studio/ (even absolute ones), so they are given relative to it.
const extractedSchema = path.relative(studio, path.join(scratch, 'schema.json'))
const generatedTypes = path.relative(studio, path.join(scratch, 'sanity.types.ts'))

// Each CLI run spends most of its time loading the studio config on its own, and none needs another's result
// (TypeGen reads the committed schema.json), so all three start at once and each test waits for its own.
let validate: Promise<SanityRun>
let extract: Promise<SanityRun>
let generate: Promise<SanityRun>
beforeAll(() => {
  validate = runSanity(['schema', 'validate'])
  extract = runSanity(['schema', 'extract', '--enforce-required-fields', '--path', extractedSchema])
  generate = runSanity(['typegen', 'generate'], { TYPEGEN_OUTPUT: generatedTypes })
})

describe('the studio', () => {
  it('passes `sanity schema validate` with no errors or warnings', async () => {
    const { status, output } = await validate
    expect(output).toMatch(/Errors:\s+0 errors/)
    expect(output).toMatch(/Warnings:\s+0 warnings/)
    expect(status, output).toBe(0)
  }, 240_000)

  it('has TypeGen output (studio/schema.json, app/content/sanity.types.ts) that is up to date with the schema and queries', async () => {
    const extracted = await extract
    expect(extracted.status, extracted.output).toBe(0)
    const stale = 'is stale: run `npm run typegen` and commit the result'
    expect(readFileSync(path.join(studio, extractedSchema), 'utf8'), `studio/schema.json ${stale}`).toBe(readFileSync(path.join(studio, 'schema.json'), 'utf8'))

    // The schema is current, so the types are generated from the committed one (its path is named in the output).
    const generated = await generate
    expect(generated.status, generated.output).toBe(0)
    expect(readFileSync(path.join(studio, generatedTypes), 'utf8'), `app/content/sanity.types.ts ${stale}`).toBe(
      readFileSync(path.join(root, 'app/content/sanity.types.ts'), 'utf8'),
    )
  }, 240_000)
})
