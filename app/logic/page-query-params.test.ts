import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENQUIRY_CONTEXT_FIELDS } from './enquiry-context'
import { PAGE_QUERY_PARAMS } from './page-query-params'

const APP = path.resolve(__dirname, '..')
/** Routes outside the page cache (api, images, files, the preview link's check) read their own parameters. */
const NOT_CACHED =
  /^(?:routes\/(?:api|images|files)\.|content\/preview\/|server\/(?:host|page-cache)\/|logic\/page-query-params\.ts$)/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

describe('the query parameters pages read', () => {
  it('are all known to the page cache, so none is dropped from its key', () => {
    const read = new Set<string>()
    for (const file of sourceFiles(APP)) {
      const relative = path.relative(APP, file)
      if (NOT_CACHED.test(relative)) continue
      for (const match of readFileSync(file, 'utf8').matchAll(/searchParams\.(?:get|getAll|has)\(\s*'([^']+)'/g))
        read.add(match[1]!)
    }
    expect(read.size).toBeGreaterThan(2)
    expect([...read].filter((name) => !PAGE_QUERY_PARAMS.includes(name))).toEqual([])
  })

  it('include what an enquiry link says it is about, which the contact page reads by name from a table', () => {
    // "Enquire with …" adds `source=specialist`: dropped from the key, every enquiry would be kept as the contact
    // page's own.
    expect(Object.values(ENQUIRY_CONTEXT_FIELDS).filter((name) => !PAGE_QUERY_PARAMS.includes(name))).toEqual([])
  })
})
