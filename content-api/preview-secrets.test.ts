// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Running, startApi } from '../tests/support/content-api'

/**
 * Preview secrets (one per Presentation or "Preview on site" load) do not pile up: expired ones go, as Sanity's client
 * does it.
 */
const HOUR = 60 * 60 * 1000
const secretIds = (lake: Running) =>
  lake.client.fetch<string[]>('*[_type == "sanity.previewUrlSecret"] | order(_id)._id', {}, { perspective: 'raw' })
/** A secret as the Studio mints one, without the clean-up its browser would send after (the tab was closed). */
const mint = (lake: Running, id: string) =>
  lake.client
    .transaction()
    .createOrReplace({ _id: `drafts.${id}`, _type: 'sanity.previewUrlSecret' })
    .patch(`drafts.${id}`, (p) => p.set({ secret: `secret-${id}`, source: 'sanity/presentation' }))
    .commit()

let lake: Running | undefined
afterEach(async () => {
  vi.useRealTimers()
  await lake?.dispose()
  lake = undefined
})

describe('preview secrets', () => {
  it('expired ones are deleted when a new one is minted, the unexpired kept', async () => {
    lake = await startApi()
    const now = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: now - HOUR / 2 })
    await mint(lake, 'half-an-hour-ago')
    vi.setSystemTime(now - 2 * HOUR)
    await mint(lake, 'two-hours-ago')
    // Transactions run one at a time: once this one is in, the clean-up the mint set off has run, at that hour.
    await lake.client.createOrReplace({ _id: 'after-the-mint', _type: 'note' })
    vi.useRealTimers()
    expect(await secretIds(lake)).toEqual(['drafts.half-an-hour-ago', 'drafts.two-hours-ago'])

    await mint(lake, 'now')
    await expect.poll(() => secretIds(lake!)).toEqual(['drafts.half-an-hour-ago', 'drafts.now'])
  })

  it('those an earlier run left are deleted when the API starts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-lake-secrets-'))
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().replace(/\.\d{3}Z$/, 'Z')
    const documents = [
      { _id: 'hotel-1', _type: 'hotel', name: 'Kept', _createdAt: at(3 * HOUR), _updatedAt: at(3 * HOUR), _rev: 'r1' },
      ...Array.from({ length: 49 }, (_, i) => ({
        _id: `drafts.old-${i}`,
        _type: 'sanity.previewUrlSecret',
        secret: `s${i}`,
        _createdAt: at(5 * HOUR),
        _updatedAt: at(5 * HOUR - i * 60_000),
        _rev: 'r1',
      })),
      {
        _id: 'drafts.fresh',
        _type: 'sanity.previewUrlSecret',
        secret: 'fresh',
        _createdAt: at(HOUR / 2),
        _updatedAt: at(HOUR / 2),
        _rev: 'r1',
      },
    ]
    await writeFile(
      path.join(dataDir, 'production.ndjson'),
      `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`,
    )
    lake = await startApi({ dataDir })
    await expect.poll(() => secretIds(lake!)).toEqual(['drafts.fresh'])
    expect(await lake.client.fetch('*[_id == "hotel-1"][0].name')).toBe('Kept')
  })
})
