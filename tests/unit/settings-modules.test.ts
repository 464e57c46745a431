import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Each program reads its settings through its one schema module, parsed once at start (the site's and its host's,
 * shared/site-settings.server.ts, has a test of its own in environment-variables.test.ts): the local Content API's
 * code only through content-api/settings.ts, `npm start` and `npm run dev` only through scripts/start-settings.ts,
 * `npm run seed` only through scripts/seed-import-settings.ts. Handing the whole environment on to a process they
 * start (`{ ...process.env, … }`) is not reading it.
 */
const root = path.resolve(import.meta.dirname, '../..')
const PROGRAMS = [
  { module: 'content-api/settings.ts', code: (file: string) => file.startsWith('content-api/') },
  { module: 'scripts/start-settings.ts', code: (file: string) => file === 'scripts/start.ts' },
  { module: 'scripts/seed-import-settings.ts', code: (file: string) => file === 'scripts/seed-import.ts' },
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full)
    return /\.(?:ts|mts|mjs|js)$/.test(name) && !/\.test\.[cm]?[jt]s$/.test(name)
      ? [path.relative(root, full).split(path.sep).join('/')]
      : []
  })
}

/** Where a file touches `process.env` other than to hand it on whole: `file:line`. */
function environmentReads(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const isProcessEnv =
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'env' &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'process'
    if (isProcessEnv && !(ts.isSpreadAssignment(node.parent) && ts.isObjectLiteralExpression(node.parent.parent))) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('each program’s settings', () => {
  const files = [...sourceFiles(path.join(root, 'content-api')), ...sourceFiles(path.join(root, 'scripts'))]

  it('are read only through its schema module', () => {
    expect(files.length).toBeGreaterThan(50)
    const offenders = PROGRAMS.flatMap(({ module, code }) =>
      files.filter((file) => code(file) && file !== module).flatMap(environmentReads),
    )
    expect(offenders, 'read the setting through the program’s schema module, and add it there').toEqual([])
  })

  it('are read by that module, which exists', () => {
    for (const { module } of PROGRAMS) expect(environmentReads(module), module).not.toEqual([])
  })
})
