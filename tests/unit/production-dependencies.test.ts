import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * `npm install --omit=dev && npm run build && npm run serve` must work (decision 032): everything the build, the
 * production host, the app and `npm start`'s local Content API import at run time is a dependency, not a
 * devDependency. Checked on the code's own imports (type-only imports and tests aside).
 */

const root = path.resolve(__dirname, '../..')
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(tsx?|mts)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : []
  })
}

/** The packages a file imports for its running code: `import x from 'p'`, `export … from 'p'`, `import('p')`. */
function packagesImportedBy(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const specifiers: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.importClause?.namedBindings
      const onlyTypes =
        !node.importClause?.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly)
      if (!onlyTypes) specifiers.push(node.moduleSpecifier.text)
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  const builtins = new Set(builtinModules)
  return specifiers
    .filter(
      (specifier) =>
        !specifier.startsWith('.') &&
        !specifier.startsWith('~/') &&
        // The shared library is the project's own folder (package.json "imports"), not a package.
        !specifier.startsWith('#') &&
        !specifier.startsWith('node:') &&
        !builtins.has(specifier) &&
        !specifier.startsWith('virtual:'),
    )
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    )
}

const RUN_TIME_CODE = [
  ...sourceFiles(path.join(root, 'app')),
  ...sourceFiles(path.join(root, 'server')),
  ...sourceFiles(path.join(root, 'shared')),
  ...sourceFiles(path.join(root, 'content-api')),
  path.join(root, 'vite.config.ts'),
  path.join(root, 'scripts', 'precompress-assets.ts'),
  path.join(root, 'scripts', 'build-host.ts'),
  path.join(root, 'scripts', 'start.ts'),
]

describe('what the site needs at run time', () => {
  it('is read from the code that builds and serves the site', () => {
    expect(RUN_TIME_CODE.length).toBeGreaterThan(100)
    expect(packagesImportedBy(path.join(root, 'server', 'app.ts'))).toEqual(
      expect.arrayContaining(['@remix-run/express', 'express', 'compression']),
    )
  })

  it('is all in "dependencies", so that `npm install --omit=dev` installs it', () => {
    const missing = RUN_TIME_CODE.flatMap((file) =>
      packagesImportedBy(file)
        .filter((name) => !(name in manifest.dependencies))
        .map(
          (name) =>
            `${name} (imported by ${path.relative(root, file)}` +
            `${name in manifest.devDependencies ? ', a devDependency' : ''})`,
        ),
    )
    expect([...new Set(missing)]).toEqual([])
  })
})

describe('the dependencies', () => {
  /** Used other than by an import: a command npm's scripts run, data files read from disk. */
  const USED_OTHERWISE: Record<string, string> = {
    tsx: 'runs npm start, npm run dev and the scripts',
    'world-atlas': 'its land files, read by app/content/loaders/route-map.server.ts',
  }

  it('hold nothing the code does not use', () => {
    const everything = [
      ...RUN_TIME_CODE,
      ...['scripts', 'seed', 'tests'].flatMap((dir) => sourceFiles(path.join(root, dir))),
      path.join(root, 'vitest.config.ts'),
      path.join(root, 'playwright.config.ts'),
    ]
    const imported = new Set(everything.flatMap(packagesImportedBy))
    expect(
      Object.keys(manifest.dependencies).filter((name) => !imported.has(name) && !(name in USED_OTHERWISE)),
    ).toEqual([])
  })
})
