import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/decisions/README.md lists every decision record once, by topic, so a reader can find one by what it is about.
// The records' Status and Date lines are read in full by docs-paths.test.ts; here only that each has them.

const DECISIONS = path.resolve(__dirname, '../../docs/decisions')
const RECORD = /^\d{3}-[a-z0-9-]+\.md$/
const records = readdirSync(DECISIONS).filter((name) => RECORD.test(name) && name !== '000-template.md')
const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8')

/** The records the index links from its list items, in order. */
const listed = [...index.matchAll(/^- \[(\d{3})\]\(([^)]+)\): \S/gm)].map(([, number = '', file = '']) => ({
  number,
  file,
}))

describe('the index of decisions', () => {
  it('lists every record exactly once', () => {
    const files = listed.map(({ file }) => file)
    expect(
      records.filter((record) => !files.includes(record)),
      'add these to docs/decisions/README.md',
    ).toEqual([])
    expect(
      files.filter((file, at) => files.indexOf(file) !== at),
      'listed twice',
    ).toEqual([])
  })

  it('links only records that exist, each labelled with its number', () => {
    expect(listed.filter(({ file }) => !existsSync(path.join(DECISIONS, file)))).toEqual([])
    expect(listed.filter(({ number, file }) => !file.startsWith(`${number}-`))).toEqual([])
  })

  it('covers records that each say whether they stand and when they were first committed', () => {
    const undated = records.filter((record) => {
      const text = readFileSync(path.join(DECISIONS, record), 'utf8')
      return !/^Status: /m.test(text) || !/^Date: \d{4}-\d{2}-\d{2}$/m.test(text)
    })
    expect(undated).toEqual([])
  })
})
