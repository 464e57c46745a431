import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The house rules of app/ (docs/architecture.md), checked on the code's own imports: no import circle, no
 * feature reaching into another feature, pure logic free of React and I/O, and server code free of UI.
 */

const root = path.resolve(__dirname, '../..')
const appDir = path.join(root, 'app')
/** The library every program shares (decision 056), imported as `#shared/<module>`. */
const SHARED_ALIAS = '#shared/'
type Edge = { from: string; to: string; typeOnly: boolean }

function sourceFiles(dir: string, tests = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (name === 'node_modules') return []
    if (statSync(full).isDirectory()) return sourceFiles(full, tests)
    return /\.tsx?$/.test(name) && /\.test\.tsx?$|\.spec\.ts$|^tests\//.test(path.relative(root, full)) === tests
      ? [full]
      : []
  })
}

/** The test files (and their support modules under tests/) of a folder. */
const testSourceFiles = (dir: string) => sourceFiles(dir, true)

function resolve(fromFile: string, specifier: string): string | null {
  const base = specifier.startsWith('~/')
    ? path.join(appDir, specifier.slice(2))
    : specifier.startsWith(SHARED_ALIAS)
      ? path.join(root, 'shared', specifier.slice(SHARED_ALIAS.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(fromFile), specifier)
        : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // try the next ending
    }
  }
  return null
}

const rel = (file: string) => path.relative(appDir, file).split(path.sep).join('/')
const files = sourceFiles(appDir)
const packagesOf = new Map<string, string[]>()
const edges: Edge[] = files.flatMap((file) => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: Edge[] = []
  const packages: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly
      const target = resolve(file, node.moduleSpecifier.text)
      if (target) found.push({ from: rel(file), to: rel(target), typeOnly })
      else if (!/^(\.|~\/|#)/.test(node.moduleSpecifier.text) && !typeOnly) packages.push(node.moduleSpecifier.text)
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = resolve(file, node.arguments[0].text)
      if (target) found.push({ from: rel(file), to: rel(target), typeOnly: false })
      else packages.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  packagesOf.set(rel(file), packages)
  return found
})

/** Every import circle among `edges`, walked from each of `starts`, as `a → b → a`. */
function circlesIn(edges: Array<{ from: string; to: string }>, starts: string[]): string[] {
  const next = new Map<string, string[]>()
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to])
  const circles: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const walk = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return
    if (state.get(file) === 'open') {
      circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '))
      return
    }
    state.set(file, 'open')
    for (const to of next.get(file) ?? []) walk(to, [...trail, file])
    state.set(file, 'done')
  }
  for (const file of starts) walk(file, [])
  return circles
}

const featureOf = (file: string) => /^components\/([^/]+)\//.exec(file)?.[1] ?? null

describe('the structure of app/', () => {
  it('reads a real tree', () => {
    expect(files.length).toBeGreaterThan(80)
    expect(edges.length).toBeGreaterThan(200)
  })

  it('has no import circle (type-only imports included)', () => {
    expect(circlesIn(edges, files.map(rel))).toEqual([])
  })

  it('keeps every feature of components/ to itself: features share only through components/shared', () => {
    const borrowed = edges.filter((edge) => {
      const from = featureOf(edge.from)
      const to = featureOf(edge.to)
      return from && to && from !== to && to !== 'shared'
    })
    expect(borrowed.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([])
  })

  it('keeps logic/ pure: no React, no Node or browser-only module, nothing but other logic and content types', () => {
    // The edit-mark cleaner is pure too (it reads the visual-editing kit from a global, and changes nothing without
    // it).
    const pureContent = [
      'content/types.ts',
      'content/sanity.types.ts',
      'content/visual-editing/edit-marks.ts',
      'content/visual-editing/kit.ts',
      // The editions' paths, and dates, numbers and money written with Intl: pure string work (decision 042).
      'i18n/paths.ts',
      'i18n/format.ts',
      // The catalogues' registry and shape: plain data, no React (the interface's words for logic that writes them).
      'i18n/catalogue.ts',
      'i18n/catalogue-shape.ts',
    ]
    // The shared library's modules are pure too, its server-only ones (`.server.ts`) aside.
    const pureShared = (to: string) => to.startsWith('../shared/') && !to.endsWith('.server.ts')
    const allowed = (to: string) => to.startsWith('logic/') || pureContent.includes(to) || pureShared(to)
    const logicFiles = files.map(rel).filter((file) => file.startsWith('logic/'))
    expect(logicFiles.length).toBeGreaterThan(15)
    const wrong = edges.filter((edge) => edge.from.startsWith('logic/') && !edge.typeOnly && !allowed(edge.to))
    expect(wrong.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([])
    const impure = logicFiles.flatMap((file) =>
      (packagesOf.get(file) ?? [])
        .filter((name) => /^(react|react-dom|node:|fs$|path$|@remix-run\/react|firebase|@emailjs)/.test(name))
        .map((name) => `${file} → ${name}`),
    )
    expect(impure).toEqual([])
  })

  it('keeps the server side free of UI: content/, platform/, mail/ never import components/, routes/, state/', () => {
    const wrong = edges.filter(
      (edge) =>
        /^(content|platform|mail)\//.test(edge.from) && /^(components|routes|state)\//.test(edge.to) && !edge.typeOnly,
    )
    expect(wrong.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([])
  })

  it('imports server-only modules only from routes, entry.server, root and other server-only code', () => {
    const serverOnly = (file: string) => /\.server\.tsx?$/.test(file)
    const wrong = edges.filter(
      (edge) =>
        serverOnly(edge.to) &&
        !edge.typeOnly &&
        !serverOnly(edge.from) &&
        !/^(routes\/|root\.tsx|entry\.server\.tsx)/.test(edge.from),
    )
    expect(wrong.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([])
  })
})

/** Every import of a file, by paths from the repository's root, with the words it was written in. */
const fromRoot = (file: string) => path.relative(root, file).split(path.sep).join('/')
const importsOf = (file: string) => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: Array<{ to: string; typeOnly: boolean; specifier: string }> = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly
      const target = resolve(file, node.moduleSpecifier.text)
      if (target) found.push({ to: fromRoot(target), typeOnly, specifier: node.moduleSpecifier.text })
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = resolve(file, node.arguments[0].text)
      if (target) found.push({ to: fromRoot(target), typeOnly: false, specifier: node.arguments[0].text })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.map((edge) => ({ from: fromRoot(file), ...edge }))
}

/**
 * Two programs (decision 039): the HTTP host in server/ (cluster, Express, the page cache, the site-event relay)
 * and the Remix app in app/, which Vite bundles. The app never imports the host; the host reaches the app through
 * the build's one typed seam (app/host-seam.ts), and imports from app/ nothing but server-side settings and
 * helpers it shares and pure logic.
 */
describe('the two programs, server/ and app/', () => {
  const serverDir = path.join(root, 'server')
  const serverEdges = sourceFiles(serverDir).flatMap(importsOf)

  it('reads the host', () => {
    expect(sourceFiles(serverDir).length).toBeGreaterThan(15)
    expect(serverEdges.length).toBeGreaterThan(30)
  })

  it('keeps the app from importing the host', () => {
    const wrong = files.flatMap(importsOf).filter((edge) => edge.to.startsWith('server/'))
    expect(wrong.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([])
  })

  it('lets the host take from app/ only shared server-side helpers and pure logic, and types', () => {
    const shared = (to: string) => /^app\/platform\/[^/]+\.ts$/.test(to) || to.startsWith('app/logic/')
    const wrong = serverEdges.filter((edge) => edge.to.startsWith('app/') && !edge.typeOnly && !shared(edge.to))
    expect(wrong.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([])
  })
})

/**
 * One library for every program (decision 056): what more than one program reads lives in shared/ and is imported
 * as `#shared/<module>`. The other programs (the Content API, the Studio, the scripts, the seed) never reach into
 * app/, and the library reaches into no program.
 */
describe('the shared library and the programs around it', () => {
  const programs = ['server', 'shared', 'content-api', 'studio', 'scripts', 'seed']
  const programFiles = programs.flatMap((dir) =>
    sourceFiles(path.join(root, dir)).filter((file) => !/[/\\](node_modules|dist|\.sanity)[/\\]/.test(file)),
  )
  const programEdges = programFiles.flatMap(importsOf)
  const testFiles = ['tests', 'app', 'server', 'shared', 'content-api'].flatMap((dir) =>
    testSourceFiles(path.join(root, dir)),
  )

  it('reads every program', () => {
    for (const dir of programs) expect(programFiles.some((file) => fromRoot(file).startsWith(`${dir}/`))).toBe(true)
    expect(programEdges.filter((edge) => edge.to.startsWith('shared/')).length).toBeGreaterThan(20)
  })

  it('keeps the Content API, the Studio, the scripts and the seed out of app/', () => {
    const wrong = programEdges.filter((edge) => !edge.from.startsWith('server/') && edge.to.startsWith('app/'))
    expect(wrong.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([])
  })

  it('has no relative import into app/ from outside it: the site’s tests and host name it ~/', () => {
    const wrong = [...programFiles, ...testFiles]
      .flatMap(importsOf)
      .filter((edge) => !edge.from.startsWith('app/') && edge.to.startsWith('app/') && edge.specifier.startsWith('.'))
    expect(wrong.map((edge) => `${edge.from} → ${edge.specifier}`)).toEqual([])
  })

  it('imports the library by its one name, and the library’s code imports nothing but itself', () => {
    const all = [...files, ...programFiles, ...testFiles].flatMap(importsOf)
    const byPath = all.filter(
      (edge) => edge.to.startsWith('shared/') && !edge.from.startsWith('shared/') && !edge.specifier.startsWith('#'),
    )
    expect(byPath.map((edge) => `${edge.from} → ${edge.specifier}`)).toEqual([])
    // Its tests may hold it against the programs that read it; its code may not reach them.
    const outward = programEdges.filter((edge) => edge.from.startsWith('shared/') && !edge.to.startsWith('shared/'))
    expect(outward.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([])
  })

  it('has no import circle across the programs (type-only imports included)', () => {
    const all = [...files.flatMap(importsOf), ...programEdges]
    expect(
      circlesIn(
        all,
        all.map((edge) => edge.from),
      ),
    ).toEqual([])
  })

  it('names no file in app/ as a file in server/ is named (one server folder, one plain-text module)', () => {
    const stem = (file: string) => path.basename(file).replace(/(\.server)?(\.test)?\.tsx?$/, '')
    const hostNames = new Set(
      [...sourceFiles(path.join(root, 'server')), ...testSourceFiles(path.join(root, 'server'))].map(stem),
    )
    const twins = [...sourceFiles(appDir), ...testSourceFiles(appDir)].filter((file) => hostNames.has(stem(file)))
    expect(twins.map(fromRoot)).toEqual([])
    expect(existsSync(path.join(appDir, 'server'))).toBe(false)
  })
})
