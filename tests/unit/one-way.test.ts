import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * One way per thing (issue 33): what the site does in one place is not written again elsewhere. Each rule names
 * the one module allowed to spell a thing out; code in app/ and server/ (tests aside) that spells it out anywhere
 * else fails here, with where. And the server code holds nothing only its tests use: what a test needs lives with
 * the tests (or in tests/support/).
 */
const root = path.resolve(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (['node_modules', 'dist', '.sanity'].includes(name)) return []
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

const read = (dirs: string[]) =>
  dirs
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .map((file) => ({ file: path.relative(root, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }))
const sources = read(['app', 'server', 'shared'])
/** Everything that runs, tests aside: the app, the host, the Content API, the scripts and the seed's build. */
const runningCode = read(['app', 'server', 'shared', 'content-api', 'scripts', 'seed', 'studio'])

/** The names a module exports from its own top-level functions, classes and constants. */
function exportedNames(text: string): string[] {
  const names: string[] = []
  ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, true).forEachChild((node) => {
    if (
      !ts.canHaveModifiers(node) ||
      !ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    )
      return
    if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) names.push(node.name.text)
    if (ts.isVariableStatement(node))
      for (const declaration of node.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text)
  })
  return names
}

/** Where `pattern` appears outside the files `allowed`. */
function spelledOutside(pattern: RegExp, allowed: string[]): string[] {
  return sources.filter(({ file, text }) => !allowed.includes(file) && pattern.test(text)).map(({ file }) => file)
}

describe('one way per thing', () => {
  it('reads the code', () => {
    expect(sources.length).toBeGreaterThan(150)
  })

  it('says no-store, and writes a plain-text answer, in app/platform/plain-text.ts alone', () => {
    expect(spelledOutside(/['"](?:private, )?no-store['"]/, ['app/platform/plain-text.ts'])).toEqual([])
    // A plain-text content type, or a Content-Type header set to one ('text/plain' alone is also what a request may
    // accept).
    expect(
      spelledOutside(/text\/plain;|Content-Type['"]?\s*[:,]\s*['"]text\/plain|\.type\(['"]text\/plain/i, [
        'app/platform/plain-text.ts',
      ]),
    ).toEqual([])
  })

  it('writes dates, numbers and money with Intl in app/i18n/format.ts alone', () => {
    expect(
      spelledOutside(/\bIntl\.(?:DateTimeFormat|NumberFormat)\b|\.toLocale(?:Date|Time)?String\(/, [
        'app/i18n/format.ts',
        // Reads the browser's zone for the proposal page alone (decision 067); it writes nothing.
        'app/components/proposal/visitor-time-zone.ts',
      ]),
    ).toEqual([])
  })

  it('opens Redis connections in app/platform/redis.server.ts alone, each with its throttled error log', () => {
    expect(spelledOutside(/\bnew Redis\(|\bRedis\.createClient\(/, ['app/platform/redis.server.ts'])).toEqual([])
  })

  it('keeps test-only helpers out of the server code: the programs use every export of the server-side folders', () => {
    const uses = (name: string, text: string) =>
      text.match(new RegExp(String.raw`(?<![\w$])${name}(?![\w$])`, 'g'))?.length ?? 0
    const testsOnly = sources
      .filter(({ file }) => /^(?:app\/(?:platform|mail)|server|shared)\//.test(file))
      .flatMap(({ file, text }) =>
        exportedNames(text)
          .filter(
            (name) =>
              uses(name, text) === 1 && !runningCode.some((other) => other.file !== file && uses(name, other.text) > 0),
          )
          .map((name) => `${file}: ${name}`),
      )
    expect(testsOnly).toEqual([])
  })
})
