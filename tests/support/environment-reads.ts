import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Which environment variables the repository's code reads, found in its syntax: the environment tests
 * (tests/unit/environment-variables.test.ts, tests/unit/env-example.test.ts) hold the configuration page and
 * `.env.example` to it. Files are found by folder and ending, not by name, so a file that moves or changes its
 * ending is still read.
 */
export const root = path.resolve(import.meta.dirname, '../..')
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build'])

/** Folders whose code is read (those that do not exist are skipped). */
const SOURCE_FOLDERS = ['app', 'server', 'shared', 'content-api', 'scripts', 'seed', 'studio', 'tests/support']
/** Shell scripts, read for `$NAME`. */
const SHELL_SCRIPTS = ['.ci/run']

/** Variables of the operating system or the shell, which the configuration page need not explain. */
export const SYSTEM_VARIABLES = new Set([
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

export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return SKIPPED_FOLDERS.has(name) || name.startsWith('.') ? [] : filesUnder(full)
    return SOURCE.test(name) ? [full] : []
  })
}

export const rel = (file: string) => path.relative(root, file).split(path.sep).join('/')

function sourceFiles(): string[] {
  const topLevelConfigs = readdirSync(root)
    .filter((name) => /\.config\.(?:ts|mts|mjs|js)$/.test(name))
    .map((name) => path.join(root, name))
  return [...SOURCE_FOLDERS.flatMap((folder) => filesUnder(path.join(root, folder))), ...topLevelConfigs]
}

export type Read = { name: string; file: string; line: number }
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
export function isSetting(envObject: ts.Node): boolean {
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

export const isEnvObject = (node: ts.Node) => isProcessEnv(node) || isImportMetaEnv(node)
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
export function environmentReads(file: string, text: string): { reads: Read[]; unnamed: UnnamedRead[] } {
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
export function shellReads(file: string, text: string): Read[] {
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

export function allReads() {
  const found = sourceFiles().map((file) => environmentReads(rel(file), readFileSync(file, 'utf8')))
  const shell = SHELL_SCRIPTS.filter((file) => existsSync(path.join(root, file))).flatMap((file) =>
    shellReads(file, readFileSync(path.join(root, file), 'utf8')),
  )
  return {
    reads: [...found.flatMap((result) => result.reads), ...shell],
    unnamed: found.flatMap((result) => result.unnamed),
  }
}

export const undocumented = (reads: Read[], documented: Set<string>) =>
  reads
    .filter((read) => !documented.has(read.name) && !SYSTEM_VARIABLES.has(read.name))
    .map((read) => `${read.name} (${read.file}:${read.line})`)

const isTest = (file: string) => /\.(?:test|spec)\.[cm]?[jt]sx?$/.test(file)

/** The names the code a program is made of reads, its tests left out (they set up the code they test). */
export function programReads(isCode: (file: string) => boolean): Set<string> {
  const files = sourceFiles()
    .map(rel)
    .filter((file) => isCode(file) && !isTest(file))
  return new Set(
    files
      .flatMap((file) => environmentReads(file, readFileSync(path.join(root, file), 'utf8')).reads)
      .map((read) => read.name)
      .filter((name) => !SYSTEM_VARIABLES.has(name)),
  )
}
