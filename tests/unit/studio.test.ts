import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The Studio's own checks, offline: Sanity validates the schema, and the types the site compiles against are
 * exactly what Sanity TypeGen makes of today's schema and queries (regenerate with `npm run typegen`).
 */
const root = path.resolve(import.meta.dirname, '../..')
const studio = path.join(root, 'studio')
const sanity = path.join(root, 'node_modules', '.bin', 'sanity')
const scratch = mkdtempSync(path.join(tmpdir(), 'typegen-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function runSanity(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(sanity, args, { cwd: studio, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env }, timeout: 240_000 })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('the studio', () => {
  it('passes `sanity schema validate` with no errors or warnings', () => {
    const { status, output } = runSanity(['schema', 'validate'])
    expect(output).toMatch(/Errors:\s+0 errors/)
    expect(output).toMatch(/Warnings:\s+0 warnings/)
    expect(status, output).toBe(0)
  }, 240_000)

  it('has TypeGen output (studio/schema.json, app/content/sanity.types.ts) that is up to date with the schema and queries', () => {
    // The CLI resolves these paths against studio/ (even absolute ones), so they are given relative to it.
    const schema = path.relative(studio, path.join(scratch, 'schema.json'))
    const types = path.relative(studio, path.join(scratch, 'sanity.types.ts'))
    const extract = runSanity(['schema', 'extract', '--enforce-required-fields', '--path', schema])
    expect(extract.status, extract.output).toBe(0)
    const stale = 'is stale: run `npm run typegen` and commit the result'
    expect(readFileSync(path.join(studio, schema), 'utf8'), `studio/schema.json ${stale}`).toBe(readFileSync(path.join(studio, 'schema.json'), 'utf8'))

    // The schema is current, so the types are generated from the committed one (its path is named in the output).
    const generate = runSanity(['typegen', 'generate'], { TYPEGEN_OUTPUT: types })
    expect(generate.status, generate.output).toBe(0)
    expect(readFileSync(path.join(studio, types), 'utf8'), `app/content/sanity.types.ts ${stale}`).toBe(
      readFileSync(path.join(root, 'app/content/sanity.types.ts'), 'utf8'),
    )
  }, 240_000)
})
