import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Each program reads its settings through its one schema module, parsed once at start (the site's and its host's,
 * shared/site-settings.server.ts, has a test of its own in environment-variables.test.ts): the local Content API's
 * code only through content-api/settings.ts, `npm start` and `npm run dev` only through scripts/start-settings.ts,
 * `npm run seed` only through scripts/seed-import-settings.ts, and the Studio (its components included) only
 * through studio/settings.ts. Handing the whole environment on to a process they start (`{ ...process.env, … }`)
 * is not reading it; `import.meta.env`, where Vite would put the Studio's variables, is.
 */
const root = path.resolve(import.meta.dirname, '../..')
const PROGRAMS = [
  { module: 'content-api/settings.ts', code: (file: string) => file.startsWith('content-api/') },
  { module: 'scripts/start-settings.ts', code: (file: string) => file === 'scripts/start.ts' },
  { module: 'scripts/seed-import-settings.ts', code: (file: string) => file === 'scripts/seed-import.ts' },
  { module: 'studio/settings.ts', code: (file: string) => file.startsWith('studio/') },
]
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.sanity'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : sourceFiles(full)
    return /\.(?:tsx?|mts|mjs|jsx?)$/.test(name) && !/\.test\.[cm]?[jt]sx?$/.test(name)
      ? [path.relative(root, full).split(path.sep).join('/')]
      : []
  })
}

const isProcessEnv = (node: ts.Node) =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'env' &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'process'
const isImportMetaEnv = (node: ts.Node) =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'env' &&
  ts.isMetaProperty(node.expression) &&
  node.expression.name.text === 'meta'

/** Where the code touches `process.env` (or `import.meta.env`) other than to hand it on whole: `file:line`. */
function codeReads(file: string, text: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const handedOn = (env: ts.Node) =>
      ts.isSpreadAssignment(env.parent) && ts.isObjectLiteralExpression(env.parent.parent)
    if ((isProcessEnv(node) && !handedOn(node)) || isImportMetaEnv(node)) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const environmentReads = (file: string) => codeReads(file, readFileSync(path.join(root, file), 'utf8'))

describe('each program’s settings', () => {
  const files = ['content-api', 'scripts', 'studio'].flatMap((folder) => sourceFiles(path.join(root, folder)))

  it('finds a read in a component, through import.meta, and not a copy handed on', () => {
    const component = 'export const Url = () => <a href={process.env.SANITY_STUDIO_SITE_URL}>site</a>'
    expect(codeReads('studio/Link.tsx', component)).toEqual(['studio/Link.tsx:1'])
    expect(codeReads('studio/x.ts', 'const a = 1\nconst b = import.meta.env.SANITY_STUDIO_X')).toEqual([
      'studio/x.ts:2',
    ])
    expect(codeReads('scripts/x.ts', 'spawn(cmd, { env: { ...process.env, PORT: "1" } })')).toEqual([])
  })

  it('are read only through its schema module', () => {
    expect(files.filter((file) => file.startsWith('studio/')).length).toBeGreaterThan(30)
    expect(files.length).toBeGreaterThan(80)
    const offenders = PROGRAMS.flatMap(({ module, code }) =>
      files.filter((file) => code(file) && file !== module).flatMap(environmentReads),
    )
    expect(offenders, 'read the setting through the program’s schema module, and add it there').toEqual([])
  })

  it('are read by that module, which exists', () => {
    for (const { module } of PROGRAMS) expect(environmentReads(module), module).not.toEqual([])
  })
})
