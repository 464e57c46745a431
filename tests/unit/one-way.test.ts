import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One way per thing (issue 33): what the site does in one place is not written again elsewhere. Each rule names
 * the one module allowed to spell a thing out; code in app/ and server/ (tests aside) that spells it out anywhere
 * else fails here, with where.
 */
const root = path.resolve(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

const sources = ['app', 'server'].flatMap((dir) => sourceFiles(path.join(root, dir))).map((file) => ({
  file: path.relative(root, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}))

/** Where `pattern` appears outside the files `allowed`. */
function spelledOutside(pattern: RegExp, allowed: string[]): string[] {
  return sources.filter(({ file, text }) => !allowed.includes(file) && pattern.test(text)).map(({ file }) => file)
}

describe('one way per thing', () => {
  it('reads the code', () => {
    expect(sources.length).toBeGreaterThan(150)
  })

  it('says no-store, and writes a plain-text answer, in app/server/plain-text.ts alone', () => {
    expect(spelledOutside(/['"](?:private, )?no-store['"]/, ['app/server/plain-text.ts'])).toEqual([])
    // A plain-text content type, or a Content-Type header set to one ('text/plain' alone is also what a request may accept).
    expect(spelledOutside(/text\/plain;|Content-Type['"]?\s*[:,]\s*['"]text\/plain|\.type\(['"]text\/plain/i, ['app/server/plain-text.ts'])).toEqual([])
  })

  it('writes dates, numbers and money with Intl in app/logic/format.ts alone', () => {
    expect(spelledOutside(/\bIntl\.(?:DateTimeFormat|NumberFormat)\b|\.toLocale(?:Date|Time)?String\(/, ['app/logic/format.ts'])).toEqual([])
  })

  it('opens Redis connections in app/server/redis.server.ts alone, each with its throttled error log', () => {
    expect(spelledOutside(/\bnew Redis\(|\bRedis\.createClient\(/, ['app/server/redis.server.ts'])).toEqual([])
  })
})
