// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { applyPatch } from 'mendoza'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'

/** Sanity's history endpoints over a real transaction sequence, through real HTTP, and kept across a restart. */
let lake: Running
beforeAll(async () => {
  lake = await startApi({ studio: true })
})
afterAll(() => lake.dispose())

const get = async (path: string, token = TEST_TOKEN) => {
  const res = await fetch(`${lake.origin}/v2025-02-19${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return res
}
const ndjson = async (res: Response) =>
  (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))

describe('document history', () => {
  const id = 'drafts.history-hotel'
  const revisions: string[] = []

  beforeAll(async () => {
    revisions.push(
      (
        await lake.client.create({
          _id: id,
          _type: 'hotel',
          name: 'First name',
          rooms: [{ _key: 'a', title: 'Suite' }],
        })
      )._rev,
    )
    revisions.push((await lake.client.patch(id).set({ name: 'Second name' }).commit())._rev)
    revisions.push(
      (
        await lake.client
          .patch(id)
          .set({ 'rooms[_key=="a"].title': 'Garden suite' })
          .unset(['missing'])
          .setIfMissing({ stars: 5 })
          .commit()
      )._rev,
    )
  })

  it('answers the document as it was at a revision and at a time', async () => {
    const first = (await (await get(`/data/history/production/documents/${id}?revision=${revisions[0]}`)).json()) as {
      documents: unknown[]
    }
    expect(first.documents).toHaveLength(1)
    expect(first.documents[0]).toMatchObject({
      _id: id,
      _rev: revisions[0],
      name: 'First name',
      rooms: [{ title: 'Suite' }],
    })
    const second = (await (await get(`/data/history/production/documents/${id}?revision=${revisions[1]}`)).json()) as {
      documents: unknown[]
    }
    expect(second.documents[0]).toMatchObject({ name: 'Second name', _rev: revisions[1] })
    const now = (await (
      await get(`/data/history/production/documents/${id}?time=${new Date(Date.now() + 1000).toISOString()}`)
    ).json()) as { documents: unknown[] }
    expect(now.documents[0]).toMatchObject({ _rev: revisions[2], stars: 5, rooms: [{ title: 'Garden suite' }] })
    const before = (await (await get(`/data/history/production/documents/${id}?time=2000-01-01T00:00:00Z`)).json()) as {
      documents: unknown[]
    }
    expect(before.documents).toEqual([])
  })

  it('lists the transactions with mendoza effects that apply and revert', async () => {
    const res = await get(
      `/data/history/production/transactions/history-hotel,${id}` +
        '?excludeContent=true&includeIdentifiedDocumentsOnly=true&effectFormat=mendoza&tag=test',
    )
    expect(res.headers.get('content-type')).toMatch(/ndjson/)
    const lines = await ndjson(res)
    expect(lines.map((line) => line.id)).toEqual(revisions)
    for (const line of lines) {
      expect(line).toMatchObject({ author: 'pLocalEditor', documentIDs: [id] })
      expect(typeof line.timestamp).toBe('string')
      expect(Array.isArray(line.mutations)).toBe(true)
    }
    // Applying each effect in turn rebuilds every revision (as the Studio does, without `_rev`: the effects are
    // computed on versions without it, since the Studio applies them to such); reverting walks back to nothing.
    const withoutRev = (doc: unknown) => {
      const { _rev: _ignored, ...rest } = doc as Record<string, unknown>
      return rest
    }
    const states: unknown[] = [null]
    for (const line of lines) states.push(applyPatch(states.at(-1), line.effects[id].apply))
    for (const [index, rev] of revisions.entries()) {
      const at = (
        (await (await get(`/data/history/production/documents/${id}?revision=${rev}`)).json()) as {
          documents: unknown[]
        }
      ).documents[0]
      expect(states[index + 1]).toEqual(withoutRev(at))
    }
    let back: unknown = states.at(-1)
    for (const line of [...lines].reverse()) back = applyPatch(back, line.effects[id].revert)
    expect(back).toBeNull()
    // The field-level patch for a patch transaction (not a whole-document replacement).
    expect(lines[1].effects[id].apply[0]).toBe(1)
  })

  it('pages with reverse, limit, fromTransaction and toTransaction (both inclusive)', async () => {
    const base = `/data/history/production/transactions/${id}?includeIdentifiedDocumentsOnly=true`
    const reversed = await ndjson(await get(`${base}&reverse=true&limit=2`))
    expect(reversed.map((line) => line.id)).toEqual([revisions[2], revisions[1]])
    const range = await ndjson(await get(`${base}&fromTransaction=${revisions[1]}&toTransaction=${revisions[2]}`))
    expect(range.map((line) => line.id)).toEqual([revisions[1], revisions[2]])
    const older = await ndjson(await get(`${base}&reverse=true&toTransaction=${revisions[1]}&excludeMutations=true`))
    expect(older.map((line) => line.id)).toEqual([revisions[1], revisions[0]])
    expect(older[0].mutations).toBeUndefined()
  })

  it('answers the events of a document group: created, published', async () => {
    await lake.client.request({
      method: 'POST',
      uri: '/data/actions/production',
      body: { actions: [{ actionType: 'sanity.action.document.publish', draftId: id, publishedId: 'history-hotel' }] },
    })
    const body = (await (await get(`/data/history/production/events/documents/${id}?limit=100`)).json()) as {
      events: Record<string, Array<{ type: string; versionRevisionId: string }>>
      nextCursor: string
    }
    const events = body.events[id]!
    expect(events.map((event) => event.type)).toEqual(['publishDocumentVersion', 'createDocumentVersion'])
    expect(events[0]).toMatchObject({
      documentId: 'history-hotel',
      versionId: id,
      versionRevisionId: revisions[2],
      author: 'pLocalEditor',
    })
    expect(events[1]).toMatchObject({ versionRevisionId: revisions[0] })
    // The draft as it was published, for the Studio's "Review changes".
    const published = (await (
      await get(`/data/history/production/documents/${id}?revision=${events[0]!.versionRevisionId}`)
    ).json()) as { documents: unknown[] }
    expect(published.documents[0]).toMatchObject({ _id: id, name: 'Second name' })
    // lastRevision: the draft is gone now, its last version remains.
    const last = (await (await get(`/data/history/production/documents/${id}?lastRevision=true`)).json()) as {
      documents: unknown[]
    }
    expect(last.documents[0]).toMatchObject({ _rev: revisions[2] })
  })

  it('needs the editor token, and names the author', async () => {
    expect((await get(`/data/history/production/documents/${id}?revision=${revisions[0]}`, '')).status).toBe(401)
    expect((await get(`/data/history/nope/transactions/${id}`)).status).toBe(404)
    const user = (await (await get('/users/pLocalEditor')).json()) as { displayName: string }
    expect(user.displayName).toBe('Local editor')
  })

  it('keeps history across a restart', async () => {
    await lake.stop()
    const again = await startApi({ studio: true, dataDir: lake.dataDir })
    try {
      const res = await fetch(`${again.origin}/v2025-02-19/data/history/production/transactions/${id}`, {
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      })
      expect((await ndjson(res)).map((line) => line.id).slice(0, 3)).toEqual(revisions)
      const first = (await (
        await fetch(`${again.origin}/v1/data/history/production/documents/${id}?revision=${revisions[0]}`, {
          headers: { Authorization: `Bearer ${TEST_TOKEN}` },
        })
      ).json()) as { documents: unknown[] }
      expect(first.documents[0]).toMatchObject({ name: 'First name' })
    } finally {
      await again.stop()
    }
  })
})

describe('history and a reset', () => {
  it('starts a new log when the dataset starts again from the seed', async () => {
    const first = await startApi({ studio: true })
    await first.client.create({ _id: 'drafts.reset-hotel', _type: 'hotel', name: 'Gone' })
    await first.stop()
    const { resetContentLake } = await import('./reset-data')
    await resetContentLake(first.dataDir)
    const again = await startApi({ studio: true, dataDir: first.dataDir })
    try {
      const res = await fetch(`${again.origin}/v1/data/history/production/transactions/drafts.reset-hotel`, {
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      })
      expect(await res.text()).toBe('')
    } finally {
      await again.dispose()
    }
  })
})

describe('history on disk', () => {
  it('keeps each version of a 12 KB draft once, a 12 KB line each, read back the same after a restart', async () => {
    const first = await startApi({ studio: true })
    const text = 'A long stay, told at length. '.repeat(420)
    const id = 'drafts.review-long'
    const draft = { _id: id, _type: 'review', title: 'Long', text }
    const created = await first.client.create(draft)
    await first.client.patch(id).set({ title: 'Longer' }).commit()
    const transactionsOf = async (origin: string) =>
      (
        await fetch(`${origin}/v2025-02-19/data/history/production/transactions/${id}`, {
          headers: { Authorization: `Bearer ${TEST_TOKEN}` },
        })
      ).text()
    const atFirst = await transactionsOf(first.origin)
    await first.stop()
    const lines = (await readFile(path.join(first.dataDir, 'history', 'production.ndjson'), 'utf8')).trim().split('\n')
    // Written whole, the created draft was kept three times (the request's mutation, the change's, the document after
    // it) and each edit twice (before and after).
    for (const line of lines.slice(-2)) {
      expect(line.length).toBeGreaterThan(text.length)
      expect(line.length).toBeLessThan(text.length + 600)
    }

    const again = await startApi({ studio: true, dataDir: first.dataDir })
    try {
      // The same transactions, mutations and effects as before the restart.
      expect(await transactionsOf(again.origin)).toBe(atFirst)
      const at = await fetch(
        `${again.origin}/v2025-02-19/data/history/production/documents/${id}?revision=${created._rev}`,
        { headers: { Authorization: `Bearer ${TEST_TOKEN}` } },
      )
      expect(((await at.json()) as { documents: unknown[] }).documents[0]).toMatchObject({ title: 'Long', text })
    } finally {
      await again.dispose()
    }
  })
})

describe('the seed in the history', () => {
  it('gives each seeded document its own revision, and answers the published one’s with that version', async () => {
    const seeded = await startApi({ studio: true })
    try {
      const revisions = await seeded.client.fetch<string[]>('*[]._rev')
      expect(new Set(revisions).size).toBe(revisions.length)
      const draftId = 'drafts.package-gold-package'
      const draft = (await seeded.client.getDocument(draftId))!
      const published = (await seeded.client.getDocument('package-gold-package'))!
      type Day = { title: { en: string } }
      const day1 = (doc: Record<string, unknown>) => (doc.days as Day[])[0]!.title.en
      expect(day1(draft)).not.toBe(day1(published))
      const at = async (revision: string) => {
        const res = await fetch(
          `${seeded.origin}/v2025-02-19/data/history/production/documents/${draftId}?revision=${revision}`,
          { headers: { Authorization: `Bearer ${TEST_TOKEN}` } },
        )
        return ((await res.json()) as { documents: Record<string, unknown>[] }).documents[0]!
      }
      // What "Review changes" compares the draft against: the version that was published, under the draft's id…
      const base = await at(published._rev)
      expect(base).toMatchObject({ _id: draftId, _rev: published._rev })
      expect(day1(base)).toBe(day1(published))
      expect(day1(await at(draft._rev))).toBe(day1(draft))
      // …to which it applies the draft's transactions since then, as the Studio does (without `_rev`): the seeded
      // draft's own comes first, and turns it into the draft.
      const res = await fetch(
        `${seeded.origin}/v2025-02-19/data/history/production/transactions/${draftId}` +
          `?fromTransaction=${published._rev}` +
          '&includeIdentifiedDocumentsOnly=true&effectFormat=mendoza&excludeContent=true',
        { headers: { Authorization: `Bearer ${TEST_TOKEN}` } },
      )
      const transactions = await ndjson(res)
      expect(transactions.map((line) => line.id)).toEqual([draft._rev])
      const { _rev: _baseRev, ...since } = base
      const { _rev: _draftRev, ...expected } = draft
      expect(applyPatch(since, transactions[0].effects[draftId].apply)).toEqual(expected)
    } finally {
      await seeded.dispose()
    }
  })

  it('gives a draft sharing its published version’s revision (an older seeded dataset) one of its own', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-lake-revisions-'))
    const doc = { _id: 'hotel-shared', _type: 'hotel', _rev: 'shared', name: 'Published' }
    const ndjson = [doc, { ...doc, _id: 'drafts.hotel-shared', name: 'Draft' }].map((d) => JSON.stringify(d)).join('\n')
    await writeFile(path.join(dataDir, 'production.ndjson'), `${ndjson}\n`)
    const lake = await startApi({ studio: true, dataDir })
    try {
      expect((await lake.client.getDocument('hotel-shared'))?._rev).toBe('shared')
      const draft = await lake.client.getDocument('drafts.hotel-shared')
      expect(draft?._rev).toEqual(expect.any(String))
      expect(draft?._rev).not.toBe('shared')
      // Kept in the dataset file: the next start finds it so.
      expect(await readFile(path.join(dataDir, 'production.ndjson'), 'utf8')).toContain(`"_rev":"${draft?._rev}"`)
    } finally {
      await lake.dispose()
    }
  })
})
