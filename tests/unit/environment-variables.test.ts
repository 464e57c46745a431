import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { getPublicEnv, parseEnv, usesEnquiryOutbox } from '#shared/site-settings.server'

/**
 * Every environment variable the repository's own code reads is in the configuration tables (docs/configuration.md),
 * and the site's code under app/ reads the environment only through its one validated module
 * (shared/site-settings.server.ts).
 *
 * Files are found by folder and ending, not by name, so a file that moves or changes its ending is still read.
 */

const root = path.resolve(__dirname, '../..')
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build'])
const ENV_MODULE = 'shared/site-settings.server.ts'
const CONFIGURATION = 'docs/configuration.md'
const ENV_EXAMPLE = '.env.example'
/** The tables of docs/configuration.md whose every variable `.env.example` lists: the site's and its server's. */
const EXAMPLE_TABLES = ['The site', 'The production server']

/** Folders whose code is read (those that do not exist are skipped). */
const SOURCE_FOLDERS = ['app', 'server', 'shared', 'content-api', 'scripts', 'seed', 'studio', 'tests/support']
/** Shell scripts, read for `$NAME`. */
const SHELL_SCRIPTS = ['.ci/run']

/** Variables of the operating system or the shell, which the configuration page need not explain. */
const SYSTEM_VARIABLES = new Set([
  'PATH',
  'HOME',
  'PWD',
  'OLDPWD',
  'SECONDS',
  'RANDOM',
  'LINENO',
  'UID',
  'EUID',
  'PPID',
  'IFS',
  'REPLY',
  'OPTARG',
  'OPTIND',
  'PIPESTATUS',
  'BASH_SOURCE',
  'BASH_VERSION',
])

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return SKIPPED_FOLDERS.has(name) || name.startsWith('.') ? [] : filesUnder(full)
    return SOURCE.test(name) ? [full] : []
  })
}

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/')

function sourceFiles(): string[] {
  const topLevelConfigs = readdirSync(root)
    .filter((name) => /\.config\.(?:ts|mts|mjs|js)$/.test(name))
    .map((name) => path.join(root, name))
  return [...SOURCE_FOLDERS.flatMap((folder) => filesUnder(path.join(root, folder))), ...topLevelConfigs]
}

type Read = { name: string; file: string; line: number }
/** A read whose variable the code computes (`process.env[name]`): the test cannot tell which it is. */
type UnnamedRead = { file: string; line: number; text: string }

const isProcessEnv = (node: ts.Node): boolean =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'env' &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'process'
const isImportMetaEnv = (node: ts.Node): boolean =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'env' &&
  ts.isMetaProperty(node.expression) &&
  node.expression.name.text === 'meta'
/** `process.env.NAME = …` or `process.env.NAME ??= …`: the environment set up, not read. */
function isSetting(envObject: ts.Node): boolean {
  const access = envObject.parent
  const assignment = access?.parent
  return (
    !!access &&
    ts.isPropertyAccessExpression(access) &&
    !!assignment &&
    ts.isBinaryExpression(assignment) &&
    assignment.left === access &&
    [ts.SyntaxKind.EqualsToken, ts.SyntaxKind.QuestionQuestionEqualsToken].includes(assignment.operatorToken.kind)
  )
}

const isEnvObject = (node: ts.Node) => isProcessEnv(node) || isImportMetaEnv(node)
/** `{ ...process.env, … }`: a copy of the environment, read like it. */
const isEnvCopy = (node: ts.Node) =>
  ts.isObjectLiteralExpression(node) &&
  node.properties.some((property) => ts.isSpreadAssignment(property) && isEnvObject(property.expression))

/** Whether `node` is being written (`x = …`, `delete x`) rather than read; `??=` and `||=` read first. */
function isWritten(node: ts.Node): boolean {
  const parent = node.parent
  if (ts.isDeleteExpression(parent)) return true
  return (
    ts.isBinaryExpression(parent) && parent.left === node && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken
  )
}

const VARIABLE_NAME = /^[A-Z][A-Z0-9_]*$/
const VARIABLE_LITERAL = /(['"`])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\1/g

/**
 * The environment variables a JavaScript or TypeScript file reads: `process.env.NAME`, `process.env['NAME']`,
 * `const { NAME } = process.env`, `env.NAME` where `env` is `process.env` (or a copy of it), the same on
 * `import.meta.env`, and, where the environment is handed whole to a parser (`parseEnv(process.env)`), the
 * upper-case keys the file's schema names. A read by computed name counts every `'NAME_LIKE_THIS'` string of
 * the file (`['A_KEY', 'B_KEY'].some((name) => process.env[name])`), or is reported when there is none.
 */
function environmentReads(file: string, text: string): { reads: Read[]; unnamed: UnnamedRead[] } {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : undefined,
  )
  const reads: Read[] = []
  const unnamed: UnnamedRead[] = []
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
  const aliases = new Set<string>()
  let handedWhole = false

  // First the names that stand for the environment: `const env = process.env`, `(env = process.env) =>`.
  const findAliases = (node: ts.Node) => {
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) &&
      node.initializer &&
      ts.isIdentifier(node.name)
    ) {
      if (isEnvObject(node.initializer) || isEnvCopy(node.initializer)) aliases.add(node.name.text)
    }
    ts.forEachChild(node, findAliases)
  }
  findAliases(source)

  const isEnv = (node: ts.Node) => isEnvObject(node) || (ts.isIdentifier(node) && aliases.has(node.text))
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isEnv(node.expression)) {
      const name = node.name.text
      const viaAlias = ts.isIdentifier(node.expression)
      if (!isWritten(node) && (!viaAlias || VARIABLE_NAME.test(name))) reads.push({ name, file, line: lineOf(node) })
    } else if (ts.isElementAccessExpression(node) && isEnv(node.expression)) {
      const key = node.argumentExpression
      if (ts.isStringLiteralLike(key)) {
        if (!isWritten(node)) reads.push({ name: key.text, file, line: lineOf(node) })
      } else unnamed.push({ file, line: lineOf(node), text: node.getText(source) })
    } else if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      isEnv(node.initializer) &&
      ts.isObjectBindingPattern(node.name)
    ) {
      for (const element of node.name.elements) {
        if (element.dotDotDotToken) continue
        const key = element.propertyName ?? element.name
        if (ts.isIdentifier(key) || ts.isStringLiteralLike(key))
          reads.push({ name: key.text, file, line: lineOf(element) })
      }
    } else if (ts.isCallExpression(node) && node.arguments.some((argument) => isEnvObject(argument))) {
      handedWhole = true
    }
    ts.forEachChild(node, visit)
  }
  visit(source)

  if (unnamed.length > 0) {
    const literals = [...text.matchAll(VARIABLE_LITERAL)].map((match) => match[2]!)
    if (literals.length > 0) {
      for (const name of literals) reads.push({ name, file, line: unnamed[0]!.line })
      unnamed.length = 0
    }
  }
  if (handedWhole) {
    const keys = (node: ts.Node): void => {
      if (
        ts.isPropertyAssignment(node) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
        VARIABLE_NAME.test(node.name.text)
      ) {
        reads.push({ name: node.name.text, file, line: lineOf(node) })
      }
      ts.forEachChild(node, keys)
    }
    keys(source)
  }
  return { reads, unnamed }
}

/** The variables a shell script reads (`$NAME`, `${NAME…}`), leaving out those it sets itself. */
function shellReads(file: string, text: string): Read[] {
  const lines = text.split('\n').map((line) => line.replace(/(^|\s)#.*$/, '$1').replace(/'[^']*'/g, "''"))
  const assigned = new Set(
    lines.flatMap((line) =>
      [...line.matchAll(/(?:^|[\s;])(?:export\s+|local\s+|readonly\s+)?([A-Za-z_]\w*)=/g)].map((match) => match[1]!),
    ),
  )
  return lines.flatMap((line, index) =>
    [...line.matchAll(/\$\{?([A-Z_][A-Z0-9_]*)/g)]
      .map((match) => match[1]!)
      .filter((name) => !assigned.has(name))
      .map((name) => ({ name, file, line: index + 1 })),
  )
}

/** The variables the configuration page's tables name: the backticked names in each row's first cell. */
function documentedVariables(page: string): Set<string> {
  const names = new Set<string>()
  for (const row of page.split('\n').filter((line) => line.startsWith('|'))) {
    const firstCell = row.split('|')[1] ?? ''
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]!)
  }
  return names
}

/** The variables of the configuration page's table under the heading that begins with `heading`. */
function tableVariables(page: string, heading: string): Set<string> {
  const lines = page.split('\n')
  const start = lines.findIndex((line) => /^#{1,3} /.test(line) && line.replace(/^#+ /, '').startsWith(heading))
  if (start === -1) throw new Error(`${CONFIGURATION} has no heading "${heading}"`)
  const rest = lines.slice(start + 1)
  const end = rest.findIndex((line) => /^#{1,3} /.test(line))
  return documentedVariables(rest.slice(0, end === -1 ? undefined : end).join('\n'))
}

/**
 * What `.env.example` lists: the variables it sets (`NAME=value`) and those it shows commented out (`# NAME=value`).
 */
function exampleVariables(text: string): { set: Record<string, string>; commented: Set<string> } {
  const set: Record<string, string> = {}
  const commented = new Set<string>()
  for (const line of text.split('\n')) {
    const assignment = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)
    if (assignment) set[assignment[1]!] = assignment[2]!
    const shown = /^#\s?([A-Z][A-Z0-9_]*)=/.exec(line)
    if (shown) commented.add(shown[1]!)
  }
  return { set, commented }
}

function allReads() {
  const found = sourceFiles().map((file) => environmentReads(rel(file), readFileSync(file, 'utf8')))
  const shell = SHELL_SCRIPTS.filter((file) => existsSync(path.join(root, file))).flatMap((file) =>
    shellReads(file, readFileSync(path.join(root, file), 'utf8')),
  )
  return {
    reads: [...found.flatMap((result) => result.reads), ...shell],
    unnamed: found.flatMap((result) => result.unnamed),
  }
}

const undocumented = (reads: Read[], documented: Set<string>) =>
  reads
    .filter((read) => !documented.has(read.name) && !SYSTEM_VARIABLES.has(read.name))
    .map((read) => `${read.name} (${read.file}:${read.line})`)

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

describe('.env.example', () => {
  const configuration = readFileSync(path.join(root, CONFIGURATION), 'utf8')
  const example = exampleVariables(readFileSync(path.join(root, ENV_EXAMPLE), 'utf8'))
  const listed = new Set([...Object.keys(example.set), ...example.commented])

  it('reads the variables a file sets and those it shows commented out, not names in a comment', () => {
    const sample = exampleVariables(
      '# A comment about PORT=1 and\nALPHA_ONE=1\nBRAVO=\n# CHARLIE=x\n#DELTA=\n  # ECHO=1 indented\nFOXTROT = 1\n',
    )
    expect(sample.set).toEqual({ ALPHA_ONE: '1', BRAVO: '' })
    expect([...sample.commented]).toEqual(['CHARLIE', 'DELTA'])
    expect(
      tableVariables('## The site\n| `A_ONE`, `B_TWO` | x |\n## The server\n| `C_THREE` | y |\n', 'The site'),
    ).toEqual(new Set(['A_ONE', 'B_TWO']))
  })

  it('lists every variable of the site’s and the production server’s tables, set or commented out', () => {
    const wanted = EXAMPLE_TABLES.flatMap((heading) => [...tableVariables(configuration, heading)])
    expect(wanted.length).toBeGreaterThan(40)
    expect(
      wanted.filter((name) => !listed.has(name)),
      `add these to ${ENV_EXAMPLE}, with a production-safe value or commented out with why`,
    ).toEqual([])
  })

  it('names no variable the configuration page does not', () => {
    expect([...listed].filter((name) => !documentedVariables(configuration).has(name))).toEqual([])
  })

  it('is safe in production as it is: what it sets is valid, and turns on no emulator, outbox or test clock', () => {
    const env = parseEnv({ NODE_ENV: 'production', ...example.set })
    expect(env.NODE_ENV).toBe('production')
    expect(env.FIREBASE_AUTH_EMULATOR_URL).toBeUndefined()
    expect(getPublicEnv(env).firebase).toBeNull()
    expect(usesEnquiryOutbox(env)).toBe(false)
    expect(env.SITE_CLOCK).toBeUndefined()
    expect(env.PAGE_CACHE).toBe(true)
  })
})
