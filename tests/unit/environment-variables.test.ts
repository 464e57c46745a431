import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import {
  allReads,
  environmentReads,
  filesUnder,
  isEnvObject,
  isSetting,
  rel,
  root,
  shellReads,
  undocumented,
} from '../support/environment-reads'
import { documentedVariables } from '../support/settings-docs'

/**
 * Every environment variable the repository's own code reads is in the configuration tables (docs/configuration.md)
 * and every variable they name is read, and the site's code under app/ reads the environment only through its one
 * validated module (shared/site-settings.server.ts). `.env.example` has tests of its own (env-example.test.ts).
 */

const ENV_MODULE = 'shared/site-settings.server.ts'
const CONFIGURATION = 'docs/configuration.md'

describe('environment variables', () => {
  const configuration = readFileSync(path.join(root, CONFIGURATION), 'utf8')
  const documented = documentedVariables(configuration)

  it('finds the reads it looks for, and a variable missing from the configuration tables', () => {
    const sample = [
      'const a = process.env.ALPHA_ONE',
      "const b = process.env['BRAVO_TWO'] ?? process.env?.CHARLIE",
      'const { DELTA, ECHO: echo = "x", ...rest } = process.env',
      'function f(env: Record<string, string | undefined> = process.env) { return env.FOXTROT }',
      'const copy = { ...process.env, NOT_READ: "1" }; copy.GOLF',
      'const h = import.meta.env.HOTEL',
      'process.env.WRITTEN = "1"; delete process.env.DELETED; process.env.INDIA ??= "1"',
      '// process.env.IN_A_COMMENT',
    ].join('\n')
    const { reads, unnamed } = environmentReads('sample.ts', sample)
    expect(reads.map((read) => read.name).sort()).toEqual([
      'ALPHA_ONE',
      'BRAVO_TWO',
      'CHARLIE',
      'DELTA',
      'ECHO',
      'FOXTROT',
      'GOLF',
      'HOTEL',
      'INDIA',
    ])
    expect(unnamed).toEqual([])
    expect(undocumented(reads, documented)).toContain('ALPHA_ONE (sample.ts:1)')

    const computed = environmentReads(
      'computed.ts',
      "const some = ['KILO_ONE', 'LIMA_TWO'].some((name) => process.env[name])",
    )
    expect(computed.reads.map((read) => read.name)).toEqual(['KILO_ONE', 'LIMA_TWO'])
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code to scan, as text
    const templated = 'const x = process.env[`RATE_${name}`]'
    expect(environmentReads('unknown.ts', templated).unnamed).toHaveLength(1)

    const schema = environmentReads(
      'env.ts',
      'const schema = z.object({ MIKE_ONE: z.string(), nested: z.object({ NOVEMBER: z.string() }) })\n' +
        'schema.parse(process.env)',
    )
    expect(schema.reads.map((read) => read.name)).toEqual(['MIKE_ONE', 'NOVEMBER'])

    const script = [
      'set -e',
      'export OSCAR=1',
      'local name=$1 start=$SECONDS',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell script to scan, as text
      'echo "$PAPA ${QUEBEC:-x} $OSCAR $name"',
      '# $IN_A_COMMENT',
      "node -e 'process.env.$SINGLE'",
    ].join('\n')
    const shell = shellReads('run', script)
    expect(shell.map((read) => read.name)).toEqual(['SECONDS', 'PAPA', 'QUEBEC'])
    expect(undocumented(shell, documented)).toEqual(['PAPA (run:4)', 'QUEBEC (run:4)'])
  })

  it('that the code reads are each in the configuration tables (docs/configuration.md)', () => {
    expect(documented.size).toBeGreaterThan(40)
    const { reads, unnamed } = allReads()
    expect(reads.length).toBeGreaterThan(100)
    expect(
      unnamed.map(
        (read) =>
          `${read.file}:${read.line} reads ${read.text}: name the variables it may read in a string of that file`,
      ),
    ).toEqual([])
    expect([...new Set(undocumented(reads, documented))], 'add these to the tables of docs/configuration.md').toEqual(
      [],
    )
  })

  it('that the configuration tables name are each read by some code or script', () => {
    const read = new Set(allReads().reads.map((found) => found.name))
    expect(
      [...documented].filter((name) => !read.has(name)),
      'no code reads these: drop them from the tables',
    ).toEqual([])
  })

  it('are read under app/ and server/ only through the env module (shared/site-settings.server.ts)', () => {
    // Setting a variable is not reading it: the production host (server/) sets the environment up
    // (NODE_ENV, a preview cookie key every worker shares) before the app loads. Tests set the environment of
    // the code they test.
    const outside = (file: string) => file !== ENV_MODULE && !/\.(?:test|spec)\.[cm]?[jt]sx?$/.test(file)
    const offenders = [...filesUnder(path.join(root, 'app')), ...filesUnder(path.join(root, 'server'))]
      .map(rel)
      .filter(outside)
      .flatMap((file) => {
        const text = readFileSync(path.join(root, file), 'utf8')
        const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
        const found: string[] = []
        const visit = (node: ts.Node) => {
          if (isEnvObject(node) && !isSetting(node))
            found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`)
          ts.forEachChild(node, visit)
        }
        visit(source)
        return found
      })
    expect(
      offenders,
      'read the setting through getServerEnv() and add it to the schema in shared/site-settings.server.ts',
    ).toEqual([])
  })
})
