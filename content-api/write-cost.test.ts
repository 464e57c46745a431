// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { scaleCatalogue } from '../scripts/scaled-catalogue'
import { startApi, TEST_TOKEN } from '../tests/support/content-api'
import { longReviewDraft } from '../tests/support/review-draft'

/**
 * What one write costs on disk (decision 047): a review draft as the site writes one, at the seed's size and with the
 * catalogue grown to 2,000 items as `npm run bench:server -- --scaled` grows it. Bytes, not time: they do not depend
 * on the machine.
 */
const REVIEW = longReviewDraft('cost')

type Files = Map<string, { ino: number; size: number }>

async function filesOf(dir: string, files: Files = new Map()): Promise<Files> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) await filesOf(file, files)
    else {
      const { ino, size } = await stat(file)
      files.set(file, { ino, size })
    }
  }
  return files
}

/** Bytes written between two looks at a folder: a new or replaced file counts whole, an appended one its growth. */
function written(before: Files, after: Files, dir: string) {
  const perFile: Record<string, number> = {}
  for (const [file, now] of after) {
    const then = before.get(file)
    const bytes = !then || then.ino !== now.ino ? now.size : Math.max(0, now.size - then.size)
    if (bytes) perFile[path.relative(dir, file)] = bytes
  }
  return perFile
}

async function costOfOneDraft(catalogueItems: number) {
  const lake = await startApi()
  try {
    if (catalogueItems)
      expect(await scaleCatalogue({ apiOrigin: lake.origin, token: TEST_TOKEN, total: catalogueItems })).toBe(
        catalogueItems,
      )
    // Whatever the growing started (a fold of the write log into the dataset file) has ended.
    await lake.api.idle()
    const before = await filesOf(lake.dataDir)
    await lake.client.create(REVIEW)
    await lake.api.idle()
    return written(before, await filesOf(lake.dataDir), lake.dataDir)
  } finally {
    await lake.dispose()
  }
}

describe('the cost of one write', () => {
  it('is the same at the seed’s size and at 2,000 items: a line appended, the dataset file untouched', async () => {
    const draftBytes = JSON.stringify(REVIEW).length
    const atSeed = await costOfOneDraft(0)
    const atScale = await costOfOneDraft(2000)
    expect(atScale).toEqual(atSeed)
    for (const cost of [atSeed, atScale]) {
      expect(Object.keys(cost).sort()).toEqual(['history/production.ndjson', 'production.writes.ndjson'])
      // The log's line holds the stored draft once (its system fields and the transaction's id added).
      expect(cost['production.writes.ndjson']).toBeGreaterThan(draftBytes)
      expect(cost['production.writes.ndjson']).toBeLessThan(draftBytes + 300)
    }
  }, 120_000)
})
