import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Docs that cannot drift: every path of the repository that README.md, docs/*.md or a decision record names exists, and
 * every decision record says, right under its title, whether it still stands (docs/decisions/000-template.md).
 *
 * A repository path is one a doc names in code (`app/content/queries.ts`, and the words of a command such as
 * `npx tsx scripts/measure-first-load-js.ts`), in a link (`[023](023-local-content-api.md)`, relative to the doc),
 * or in plain text and diagrams when it starts at one of the repository's top folders (app/, content-api/, …).
 * Named from the root, it must exist there; a bare or shortened file name in code (`render-budget.ts`,
 * `page-cache/refusal.ts`) must be the end of some file's path. Not paths: globs and placeholders (`*.server.ts`,
 * `seed/source/*.ts`, `app/components/<feature>/`, `NNN-title.md`), URLs and URL paths (`/api/preview`), package
 * names (`@sanity/client`, `ipaddr.js`), what git ignores (the build, data/, studio/dist: output, not the
 * repository) and what is struck through (~~`server/main.mjs`~~, a file named for its history).
 */

const root = path.resolve(__dirname, '../..')
const DECISIONS = 'docs/decisions'
const TEMPLATE = '000-template.md'
// The index of the records (tests/unit/decision-index.test.ts), not one of them.
const INDEX = 'README.md'

/**
 * The repository's top folders. Listed, not only found, so that a path into a folder that is gone (the old
 * top-level `server/`) still counts as a repository path, and fails.
 */
const TOP_FOLDERS = [
  'app',
  'server',
  'content-api',
  'scripts',
  'tests',
  'studio',
  'seed',
  'docs',
  'tools',
  'public',
  '.ci',
]
/** Endings of the files a bare or shortened name in code stands for (not `.js`: `ipaddr.js` is a package). */
const FILE_ENDING = /\.(?:ts|tsx|mts|cts|mjs|cjs|css|md|json|ndjson)$/
/** A root config file, whatever its language (`vite.config.ts`, the gone `remix.config.js`). */
const CONFIG_FILE = /^[\w-]+\.config\.[cm]?[jt]s$/
/** A segment of a path: letters, digits and the few marks file names here use (`$slug`, `Terms-&-Conditions`). */
const SEGMENT = /^[\w.$&@+-]+$/
/** Globs, placeholders, URLs, quotes and code around a name: whatever holds one of these is not a path. */
const NOT_A_PATH = /[*?<>{}[\]|…"'`=,;:()%\\]|NNN|\.\.\.|^\/|^\.{1,2}\/|^~|^@/

/** `.gitignore`'s patterns as a test: what git ignores is output (build/, data/, studio/dist), not the repository. */
function ignoredBy(gitignore: string): (file: string) => boolean {
  const rules = gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      if (line.startsWith('!')) throw new Error(`.gitignore: negated patterns are not understood here (${line})`)
      const pattern = line.replace(/\/$/, '')
      const anchored = pattern.includes('/')
      const glob = new RegExp(
        `^${pattern
          .replace(/^\//, '')
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')}$`,
      )
      return { anchored, glob }
    })
  return (file) => {
    const segments = file.replace(/\/$/, '').split('/')
    return rules.some(({ anchored, glob }) =>
      anchored
        ? segments.some((_, end) => glob.test(segments.slice(0, end + 1).join('/')))
        : segments.some((segment) => glob.test(segment)),
    )
  }
}

type Repository = {
  /** Whether a path from the root names a file, or (ending in `/`) a folder, that exists. */
  has: (file: string) => boolean
  /** Whether some file or folder's path is this name or ends with it (`render-budget.ts`, `host/app.ts`). */
  endsWith: (name: string) => boolean
  ignored: (file: string) => boolean
  /** The repository's top folders: the listed ones and those on disk. */
  topFolders: string[]
}

/** A repository of these files (from the root) and the folders they are in. */
function repositoryOf(files: string[], ignored: (file: string) => boolean): Repository {
  const entries = [
    ...new Set(
      files.flatMap((file) =>
        file
          .split('/')
          .map((_, end, segments) => segments.slice(0, end + 1).join('/') + (end < segments.length - 1 ? '/' : '')),
      ),
    ),
  ]
  const all = new Set(entries)
  const bare = entries.map((entry) => entry.replace(/\/$/, ''))
  return {
    has: (file) => (file.endsWith('/') ? all.has(file) : all.has(file) || all.has(`${file}/`)),
    endsWith: (name) => bare.some((entry) => entry === name || entry.endsWith(`/${name}`)),
    ignored,
    topFolders: [
      ...new Set([
        ...TOP_FOLDERS,
        ...entries.filter((entry) => /^[^/]+\/$/.test(entry)).map((entry) => entry.slice(0, -1)),
      ]),
    ],
  }
}

/** This repository as it is on disk, but for what git ignores. */
function readRepository(): Repository {
  const ignored = ignoredBy(readFileSync(path.join(root, '.gitignore'), 'utf8'))
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = dir ? `${dir}/${name}` : name
      if (name === '.git' || ignored(file)) continue
      if (statSync(path.join(root, file)).isDirectory()) walk(file)
      else files.push(file)
    }
  }
  walk('')
  return repositoryOf(files, ignored)
}

type Mention = {
  /** From the root (links resolved against the doc's folder), or a bare or shortened file name. */
  path: string
  /** Named from the root, so it must exist there; otherwise it must end some file's path. */
  fromRoot: boolean
  line: number
  /** Where in the document it stands, for the order of what is reported. */
  at: number
}

/** Blanks `text[start, end)` but keeps its line breaks, so positions still give line numbers. */
const blank = (text: string, start: number, end: number) =>
  text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end)

/**
 * The repository paths a Markdown document names. `file` is the document's own path (links are relative to it);
 * `topFolders` are the folders a path in plain text must start at to count.
 */
function pathsNamedIn(markdown: string, file: string, topFolders: string[]): Mention[] {
  const mentions: Mention[] = []
  const mention = (name: string, fromRoot: boolean, at: number) =>
    mentions.push({ path: name, fromRoot, line: markdown.slice(0, at).split('\n').length, at })

  // Struck through: named for its history.
  let text = markdown
  for (const match of markdown.matchAll(/~~[^~\n]+~~/g)) text = blank(text, match.index, match.index + match[0].length)

  // Fenced blocks (diagrams, commands) are read like plain text; code spans and links only outside them.
  let prose = ''
  let fenced = ''
  let inFence = false
  for (const line of text.split('\n')) {
    const fence = /^\s*(```|~~~)/.test(line)
    const inside = inFence && !fence
    if (fence) inFence = !inFence
    prose += `${inside || fence ? ' '.repeat(line.length) : line}\n`
    fenced += `${inside ? line : ' '.repeat(line.length)}\n`
  }

  const word = (candidate: string, at: number) => {
    const name = candidate.replace(/#.*$/, '')
    if (
      name === '' ||
      NOT_A_PATH.test(name) ||
      name.includes('//') ||
      !name
        .split('/')
        .filter(Boolean)
        .every((segment) => SEGMENT.test(segment))
    )
      return
    const top = name.split('/')[0]!
    if (name.includes('/') && topFolders.includes(top)) mention(name, true, at)
    else if (FILE_ENDING.test(name) || CONFIG_FILE.test(name)) mention(name, false, at)
  }

  // Code spans, which may wrap onto the next line (never past a blank one).
  for (const match of prose.matchAll(/`([^`\n]+(?:\n[^`\n]+)*)`/g)) {
    for (const piece of match[1]!.matchAll(/\S+/g)) word(piece[0], match.index + 1 + piece.index)
    prose = blank(prose, match.index, match.index + match[0].length)
  }

  // Links and link definitions, relative to the document.
  const linked = (target: string, index: number) => {
    const name = target.replace(/[#?].*$/, '')
    if (name === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || /NNN|…|[<>{}*]/.test(name)) return
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), name))
    mention(name.endsWith('/') && !resolved.endsWith('/') ? `${resolved}/` : resolved, true, index)
  }
  for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    linked(match[1]!, match.index)
    prose = blank(prose, match.index, match.index + match[0].length)
  }
  for (const match of prose.matchAll(/^ {0,3}\[[^\]\n]+\]:[ \t]*<?([^\s>]+)>?/gm)) {
    linked(match[1]!, match.index)
    prose = blank(prose, match.index, match.index + match[0].length)
  }

  // Plain text and diagrams: only what starts at a top folder (`content-api/seed-dataset.ts`, `seed/`).
  const tops = topFolders.map((folder) => folder.replace(/[.]/g, '\\.')).join('|')
  const fromTop = new RegExp(`(?<![\\w./@:~$&+-])(?:${tops})/[\\w./$&+-]*`, 'g')
  for (const source of [prose, fenced]) {
    for (const match of source.matchAll(fromTop)) {
      const name = match[0].replace(/\.+$/, '')
      const after = source[match.index + match[0].length] ?? ''
      if (/NNN/.test(name) || /[*<{…]/.test(after)) {
        // A glob or placeholder goes on after the folder (`seed/source/*.ts`): the folder itself must exist.
        const folder = name.slice(0, name.lastIndexOf('/') + 1)
        if (!/NNN/.test(folder)) mention(folder, true, match.index)
        continue
      }
      mention(name, true, match.index)
    }
  }
  return mentions.sort((a, b) => a.at - b.at)
}

/** The paths a document names that are not in the repository, as `file:line names \`path\``. */
function missingPaths(markdown: string, file: string, repository: Repository): string[] {
  return pathsNamedIn(markdown, file, repository.topFolders)
    .filter((mention) => !repository.ignored(mention.path))
    .filter((mention) => !(mention.fromRoot ? repository.has(mention.path) : repository.endsWith(mention.path)))
    .map(
      (mention) =>
        `${file}:${mention.line} names \`${mention.path}\`, which ` +
        `${mention.fromRoot ? 'does not exist' : 'no file of the repository is called'}`,
    )
}

/** README.md and every page under docs/. */
function documents(): string[] {
  const under = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((name) => {
      const file = `${dir}/${name}`
      return statSync(path.join(root, file)).isDirectory() ? under(file) : name.endsWith('.md') ? [file] : []
    })
  return ['README.md', ...under('docs')]
}

type Status = {
  line: number
  /** The whole status, its lines joined. */
  text: string
  /** Every record it links, by number. */
  names: string[]
  /** The records this one says it supersedes or amends (`Supersedes [018](…)`, `amends [031](…)`). */
  changes: string[]
}

/** Splits at `;` and at the end of a sentence, but not inside brackets. */
function clauses(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (char === '(' || char === '[') depth++
    else if ((char === ')' || char === ']') && depth > 0) depth--
    else if (depth === 0 && (char === ';' || (char === '.' && /\s/.test(text[index + 1] ?? ' ')))) {
      parts.push(text.slice(start, index).trim())
      start = index + 1
    }
  }
  parts.push(text.slice(start).trim())
  return parts.filter(Boolean)
}

const RECORD_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/

/**
 * A record's title and Status line, and what is wrong with them: the title is `# NNN: …` with the file's number;
 * the first line after it is `Status: ` followed by `accepted`, `superseded by [NNN](NNN-….md)` or
 * `amended by [NNN](NNN-….md)`; every "superseded by" and "amended by" is followed by a link; every link is to
 * another record, as `[NNN](NNN-title.md)`; and the next line after the status, or after a blank line, is the
 * `Date: ` the record was first committed.
 */
function readStatus(markdown: string, file: string): { status: Status | null; problems: string[] } {
  const number = RECORD_FILE.exec(path.posix.basename(file))?.[1]
  if (!number) return { status: null, problems: [`${file}: a record's file is named NNN-short-title.md`] }
  const lines = markdown.split('\n')
  const problems: string[] = []
  if (!new RegExp(`^# ${number}: \\S`).test(lines[0] ?? '')) problems.push(`${file}:1: the title is "# ${number}: …"`)
  let at = 1
  while (at < lines.length && lines[at]!.trim() === '') at++
  if (!lines[at]?.startsWith('Status: ')) {
    problems.push(`${file}:${at + 1}: a "Status: " line comes right under the title (docs/decisions/000-template.md)`)
    return { status: null, problems }
  }
  let end = at
  while (end < lines.length && lines[end]!.trim() !== '' && !lines[end]!.startsWith('Date: ')) end++
  let dateAt = end
  while (dateAt < lines.length && lines[dateAt]!.trim() === '') dateAt++
  if (!/^Date: \d{4}-\d{2}-\d{2}$/.test(lines[dateAt] ?? ''))
    problems.push(`${file}:${dateAt + 1}: the status is followed by "Date: YYYY-MM-DD", the day of its first commit`)
  const text = lines.slice(at, end).join(' ').replace(/\s+/g, ' ').trim()
  const body = text.slice('Status: '.length)
  const where = `${file}:${at + 1}`

  if (!/^(?:accepted\b|superseded by \[|amended by \[)/i.test(body)) {
    problems.push(
      `${where}: the status begins with "accepted", "superseded by [NNN](…)" or "amended by [NNN](…)", not "` +
        `${body.slice(0, 40)}"`,
    )
  }
  for (const match of body.matchAll(/\b(superseded|amended) by\b(?! \[)/gi)) {
    problems.push(`${where}: "${match[0]}" is followed by a link to the record, [NNN](NNN-title.md)`)
  }
  const names: string[] = []
  for (const match of body.matchAll(/\[([^\]]*)\]\(([^)]*)\)/g)) {
    const [link, label, target] = match as unknown as [string, string, string]
    const targetNumber = RECORD_FILE.exec(target)?.[1]
    if (!targetNumber) problems.push(`${where}: ${link} links a record in this folder, as [NNN](NNN-title.md)`)
    else if (label !== targetNumber)
      problems.push(`${where}: ${link} is labelled with its record's number, [${targetNumber}]`)
    else if (targetNumber === number) problems.push(`${where}: ${link} is this record itself`)
    else names.push(targetNumber)
  }
  const changes = clauses(body)
    .filter((clause) => /^(?:supersedes|amends)\b/i.test(clause))
    .flatMap((clause) => {
      const linked = [...clause.matchAll(/\]\((\d{3})-[^)]*\)/g)].map((match) => match[1]!)
      if (linked.length === 0)
        problems.push(`${where}: "${clause.slice(0, 40)}" names the records it changes with links`)
      return linked
    })
  return { status: { line: at + 1, text, names, changes }, problems }
}

/** What is wrong with a record's title and status, given the numbers of the records there are. */
function recordProblems(markdown: string, file: string, numbers: Set<string>): string[] {
  const { status, problems } = readStatus(markdown, file)
  const gone = (status?.names ?? [])
    .filter((name) => !numbers.has(name))
    .map((name) => `${file}:${status!.line}: links record ${name}, which does not exist`)
  return [...problems, ...gone]
}

describe('the paths the docs name', () => {
  const repository = readRepository()

  it('are found in code, links, text and diagrams; globs, placeholders, URLs, packages, struck names are not', () => {
    const tops = TOP_FOLDERS
    const cases: [string, { path: string; fromRoot: boolean }[]][] = [
      ['Every query lives in `app/content/queries.ts`.', [{ path: 'app/content/queries.ts', fromRoot: true }]],
      [
        '`content-api/` and `tools/re2-absent/`',
        [
          { path: 'content-api/', fromRoot: true },
          { path: 'tools/re2-absent/', fromRoot: true },
        ],
      ],
      [
        '`npx tsx scripts/measure-first-load-js.ts [url] --list`',
        [{ path: 'scripts/measure-first-load-js.ts', fromRoot: true }],
      ],
      [
        'the host (`render-budget.ts`, `page-cache/refusal.ts`)',
        [
          { path: 'render-budget.ts', fromRoot: false },
          { path: 'page-cache/refusal.ts', fromRoot: false },
        ],
      ],
      [
        '`vite.config.ts`, `remix.config.js` and `.ci/run`',
        [
          { path: 'vite.config.ts', fromRoot: false },
          { path: 'remix.config.js', fromRoot: false },
          { path: '.ci/run', fromRoot: true },
        ],
      ],
      ['`docs/product-rules.md#search`', [{ path: 'docs/product-rules.md', fromRoot: true }]],
      [
        'plain text: (content-api/seed-dataset.ts), goes back to seed/.',
        [
          { path: 'content-api/seed-dataset.ts', fromRoot: true },
          { path: 'seed/', fromRoot: true },
        ],
      ],
      [
        'a wrapped span `app/server/host/\napp.ts` is read whole',
        [
          { path: 'app/server/host/', fromRoot: true },
          { path: 'app.ts', fromRoot: false },
        ],
      ],
      [
        '```\nseed/ ─(npm run seed:build)─▶ seed/dataset.ndjson ─▶ content-api/,\n```',
        [
          { path: 'seed/', fromRoot: true },
          { path: 'seed/dataset.ndjson', fromRoot: true },
          { path: 'content-api/', fromRoot: true },
        ],
      ],
      ['gone: ~~`server/main.mjs`~~, ~~app/utils/~~', []],
      ['globs: `*.server.ts`, `seed/source/*.ts`, `scripts/*.mjs`, `app/components/<feature>/`', []],
      [
        'placeholders: `docs/decisions/NNN-title.md`, `<dataDir>/<dataset>.ndjson`, `/images/{projectId}/{hash}.{ext}`',
        [],
      ],
      [
        'URLs and routes: `https://remix.run`, `http://127.0.0.1:3334`, `/api/preview`, `/usr/bin/chromium`, `GET /api/sanity-webhook`',
        [],
      ],
      [
        'API paths and values: `data/query`, `assets/images|files`, `points/seconds`, `10/600`, ' +
          '`X-Forwarded-For/-Host/-Proto`',
        [],
      ],
      [
        'packages and code: `@sanity/client`, `ipaddr.js`, `Buffer.from`, `request.url`, ' +
          '`"re2": "file:tools/re2-absent"`, `page.goto(/x)`',
        [],
      ],
      [
        'relative to another folder: `../app/content/sanity.types.ts`; a URL in text: https://github.com/o/r/app/x.ts; sanity.io/manage',
        [],
      ],
    ]
    for (const [markdown, expected] of cases) {
      expect(
        pathsNamedIn(markdown, 'README.md', tops).map(({ path, fromRoot }) => ({ path, fromRoot })),
        markdown,
      ).toEqual(expected)
    }
    // Links resolve against the document's folder; URLs and anchors are not files.
    const links = pathsNamedIn(
      '[023](023-local-content-api.md), [up](../configuration.md#the-site), [Remix](https://remix.run), [below](#context)\n\n[ref]: ./018-threat-model.md',
      'docs/decisions/x.md',
      tops,
    )
    expect(links.map((mention) => mention.path)).toEqual([
      'docs/decisions/023-local-content-api.md',
      'docs/configuration.md',
      'docs/decisions/018-threat-model.md',
    ])
  })

  it('that are gone, renamed or moved fail; output git ignores does not', () => {
    const ignored = ignoredBy('node_modules\n*.log\n/build\n/studio/dist\n# a comment\n/data\n')
    expect(
      ['build/host/main.js', 'data/', 'studio/dist', 'studio/node_modules/x', 'a/b.log'].filter(ignored),
    ).toHaveLength(5)
    expect(['app/build/x.ts', 'studio/schema.json', 'studio/distant.ts', 'database/x'].filter(ignored)).toEqual([])

    const sample = repositoryOf(
      [
        'app/server/host/primary.ts',
        'app/server/page-cache/render-admission.ts',
        'app/server/page-cache/page-cache.ts',
        'docs/decisions/019-page-cache-and-workers.md',
        'vite.config.ts',
      ],
      ignored,
    )
    const doc = [
      'The host is `app/server/host/primary.ts`, beside `app/server/host/` and (`render-admission.ts`, ' +
        '`page-cache/page-cache.ts`).',
      'Gone: `server/primary.mjs`, renamed: `app/server/host/primary.mts`, moved: `app/host/primary.ts`, ' +
        '`vite.config.mts`.',
      'In text: app/server/page-cache/page-cache.js. A file as a folder: `app/server/host/primary.ts/`. A shortened ' +
        'one: `host/primary.mts`.',
      'Output: `build/host/main.js`, `data/outbox.ndjson`, `studio/dist`, [a link](../build/server/index.js).',
      'Links: [019](decisions/019-page-cache-and-workers.md), [019](decisions/019-page-cache.md).',
    ].join('\n')
    expect(missingPaths(doc, 'docs/sample.md', sample)).toEqual([
      'docs/sample.md:2 names `server/primary.mjs`, which does not exist',
      'docs/sample.md:2 names `app/server/host/primary.mts`, which does not exist',
      'docs/sample.md:2 names `app/host/primary.ts`, which does not exist',
      'docs/sample.md:2 names `vite.config.mts`, which no file of the repository is called',
      'docs/sample.md:3 names `app/server/page-cache/page-cache.js`, which does not exist',
      'docs/sample.md:3 names `app/server/host/primary.ts/`, which does not exist',
      'docs/sample.md:3 names `host/primary.mts`, which no file of the repository is called',
      'docs/sample.md:5 names `docs/decisions/019-page-cache.md`, which does not exist',
    ])
    // The host's folder moved: every doc that still names it fails.
    const moved = repositoryOf(['server/host/primary.ts'], ignored)
    expect(missingPaths('`app/server/host/primary.ts`, and app/server/host/ in text', 'README.md', moved)).toHaveLength(
      2,
    )
  })

  it('exist: README.md, docs/*.md and every decision record', () => {
    const files = documents()
    expect(files.length).toBeGreaterThan(40)
    expect(files).toContain('docs/architecture.md')
    const missing = files.flatMap((file) => missingPaths(readFileSync(path.join(root, file), 'utf8'), file, repository))
    expect(missing, 'write the path as it is now, or strike a gone file through: ~~`old/path.ts`~~').toEqual([])
  })
})

describe('decision records', () => {
  const records = new Map(
    readdirSync(path.join(root, DECISIONS))
      .filter((name) => name !== TEMPLATE && name !== INDEX && name.endsWith('.md'))
      .map((name) => [name.slice(0, 3), `${DECISIONS}/${name}`] as const),
  )

  it('read a Status line: accepted, superseded by or amended by, with links to records', () => {
    const read = (status: string, file = 'docs/decisions/040-sample.md') =>
      readStatus(`# 040: A sample\n\n${status}\n\nDate: 2026-11-29\n\n## Context\n`, file)
    const good = [
      'Status: accepted',
      'Status: superseded by [023](023-local-content-api.md)',
      'Status: Superseded by [023](023-local-content-api.md): the in-process back end is gone. The cache still stands.',
      'Status: accepted; amended by [037](037-shedding-by-load.md) (renders shed by load; only the Studio talks\n' +
        'to a preview page) and [038](038-local-editor.md).',
      'Status: amended by [029](029-offline-studio.md)',
    ]
    for (const status of good) expect(read(status).problems, status).toEqual([])
    expect(read(good[3]!).status?.names).toEqual(['037', '038'])

    const changes = read(
      'Status: accepted. Supersedes the "Render budget" part of [018](018-threat-model.md) (second round) and the\n' +
        '"render budget per client" of [034](034-worker-memory.md); ' +
        'amends [031](031-visual-editing.md) (who may talk).',
    )
    expect(changes.problems).toEqual([])
    expect(changes.status?.changes).toEqual(['018', '034', '031'])

    const bad: [string, RegExp][] = [
      ['Status: done', /begins with "accepted"/],
      ['Status: accepted; amended by 037 and 038', /"amended by" is followed by a link/],
      ['Status: superseded by decision 023', /begins with|followed by a link/],
      ['Status: amended by [37](037-shedding-by-load.md)', /labelled with its record's number, \[037\]/],
      ['Status: amended by [037](038-local-editor.md)', /labelled with its record's number, \[038\]/],
      ['Status: amended by [037](https://example.com/037)', /links a record in this folder/],
      ['Status: superseded by [040](040-sample.md)', /this record itself/],
      ['Status: accepted. Amends the render budget.', /names the records it changes with links/],
    ]
    for (const [status, problem] of bad) expect(read(status).problems.join('\n'), status).toMatch(problem)

    expect(readStatus('# 040: A sample\n\n## Context\n', 'docs/decisions/040-sample.md').problems).toEqual([
      'docs/decisions/040-sample.md:3: a "Status: " line comes right under the title (docs/decisions/000-template.md)',
    ])
    expect(
      readStatus('# 040: A sample\n\nSome words first.\n\nStatus: accepted\n', 'docs/decisions/040-sample.md').problems,
    ).toHaveLength(1)
    const dated = 'Status: accepted\n\nDate: 2026-11-29\n'
    expect(readStatus(`# 41: A sample\n\n${dated}`, 'docs/decisions/040-sample.md').problems).toEqual([
      'docs/decisions/040-sample.md:1: the title is "# 040: …"',
    ])
    expect(readStatus(`# 040: A sample\n\n${dated}`, 'docs/decisions/40-sample.md').problems).toHaveLength(1)
    expect(
      readStatus('# 040: A sample\n\nStatus: accepted\nDate: 2026-11-29\n', 'docs/decisions/040-sample.md'),
    ).toMatchObject({ problems: [], status: { text: 'Status: accepted' } })
    expect(
      readStatus('# 040: A sample\n\nStatus: accepted\n\n## Context\n', 'docs/decisions/040-sample.md').problems,
    ).toEqual([
      'docs/decisions/040-sample.md:5: the status is followed by "Date: YYYY-MM-DD", the day of its first commit',
    ])
    expect(
      readStatus('# 040: A sample\n\nStatus: accepted\n\nDate: 29 November\n', 'docs/decisions/040-sample.md').problems,
    ).toHaveLength(1)

    const numbers = new Set(['023', '040'])
    expect(
      recordProblems(
        '# 040: A sample\n\nStatus: superseded by [023](023-local-content-api.md)\n\nDate: 2026-11-29\n',
        'docs/decisions/040-sample.md',
        numbers,
      ),
    ).toEqual([])
    expect(
      recordProblems(
        '# 040: A sample\n\nStatus: accepted; amended by [099](099-gone.md)\n\nDate: 2026-11-29\n',
        'docs/decisions/040-sample.md',
        numbers,
      ),
    ).toEqual(['docs/decisions/040-sample.md:3: links record 099, which does not exist'])
  })

  it('each say under their title whether they stand, linking records that exist', () => {
    expect(records.size).toBeGreaterThanOrEqual(38)
    expect(records.size, 'two records share a number').toBe(
      readdirSync(path.join(root, DECISIONS)).filter(
        (name) => name !== TEMPLATE && name !== INDEX && name.endsWith('.md'),
      ).length,
    )
    const numbers = new Set(records.keys())
    const problems = [...records.values()].flatMap((file) =>
      recordProblems(readFileSync(path.join(root, file), 'utf8'), file, numbers),
    )
    expect(problems).toEqual([])
  })

  it('that supersede or amend another are named in its status', () => {
    const statuses = new Map(
      [...records].map(
        ([number, file]) => [number, readStatus(readFileSync(path.join(root, file), 'utf8'), file).status] as const,
      ),
    )
    const unnamed = [...statuses].flatMap(([number, status]) =>
      (status?.changes ?? [])
        .filter((older) => statuses.has(older) && !statuses.get(older)?.names.includes(number))
        .map(
          (older) =>
            `${records.get(number)} changes ${older}, but ${records.get(older)}'s status does not name ${number}`,
        ),
    )
    expect(unnamed).toEqual([])
  })
})
