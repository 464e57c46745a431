import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The house rules of app/ (docs/architecture.md), checked on the code's own imports: no import circle, no
 * feature reaching into another feature, pure logic free of React and I/O, and server code free of UI.
 */

const appDir = path.resolve(__dirname, '../../app')
type Edge = { from: string; to: string; typeOnly: boolean }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

function resolve(fromFile: string, specifier: string): string | null {
  const base = specifier.startsWith('~/')
    ? path.join(appDir, specifier.slice(2))
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
      else if (!node.moduleSpecifier.text.startsWith('.') && !node.moduleSpecifier.text.startsWith('~/') && !typeOnly)
        packages.push(node.moduleSpecifier.text)
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

const featureOf = (file: string) => /^components\/([^/]+)\//.exec(file)?.[1] ?? null

describe('the structure of app/', () => {
  it('reads a real tree', () => {
    expect(files.length).toBeGreaterThan(80)
    expect(edges.length).toBeGreaterThan(200)
  })

  it('has no import circle (type-only imports included)', () => {
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
    for (const file of files.map(rel)) walk(file, [])
    expect(circles).toEqual([])
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
      'content/image-url.ts',
      'content/visual-editing/edit-marks.ts',
      'content/visual-editing/kit.ts',
      // The editions and their paths: pure string work (decision 042).
      'i18n/languages.ts',
      'i18n/paths.ts',
      // The catalogues' registry and shape: plain data, no React (the interface's words for logic that writes them).
      'i18n/catalogue.ts',
      'i18n/catalogue-shape.ts',
    ]
    const allowed = (to: string) => to.startsWith('logic/') || pureContent.includes(to)
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

  it('keeps the server side free of UI: content/ and server/ never import components/, routes/ or state/', () => {
    const wrong = edges.filter(
      (edge) => /^(content|server)\//.test(edge.from) && /^(components|routes|state)\//.test(edge.to) && !edge.typeOnly,
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

/**
 * Two programs (decision 039): the HTTP host in server/ (cluster, Express, the page cache, the site-event relay)
 * and the Remix app in app/, which Vite bundles. The app never imports the host; the host reaches the app through
 * the build's one typed seam (app/host-seam.ts), and imports from app/ nothing but server-side settings and
 * helpers it shares and pure logic.
 */
describe('the two programs, server/ and app/', () => {
  const root = path.resolve(__dirname, '../..')
  const serverDir = path.join(root, 'server')
  const fromRoot = (file: string) => path.relative(root, file).split(path.sep).join('/')
  const importsOf = (file: string) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    const found: Array<{ to: string; typeOnly: boolean }> = []
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly
        const target = resolve(file, node.moduleSpecifier.text)
        if (target) found.push({ to: fromRoot(target), typeOnly })
      }
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        const target = resolve(file, node.arguments[0].text)
        if (target) found.push({ to: fromRoot(target), typeOnly: false })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    return found.map((edge) => ({ from: fromRoot(file), ...edge }))
  }
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
    const shared = (to: string) => /^app\/server\/[^/]+\.ts$/.test(to) || to.startsWith('app/logic/')
    const wrong = serverEdges.filter((edge) => edge.to.startsWith('app/') && !edge.typeOnly && !shared(edge.to))
    expect(wrong.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([])
  })
})
