// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'

let lake: Running
beforeAll(async () => {
  lake = await startApi()
})
afterAll(() => lake.dispose())

type LiveEvent = { type: string; id?: string; tags?: string[] }

/** Collects a live stream's events until `until` is satisfied. */
function collect(events: ReturnType<Running['client']['live']['events']>, until: (seen: LiveEvent[]) => boolean) {
  const seen: LiveEvent[] = []
  let done!: () => void
  let failed!: (error: unknown) => void
  const finished = new Promise<LiveEvent[]>((resolve, reject) => {
    done = () => resolve(seen)
    failed = reject
  })
  const subscription = events.subscribe({
    next(event) {
      seen.push(event as LiveEvent)
      if (until(seen)) done()
    },
    error: (error) => failed(error),
  })
  return { seen, finished: finished.finally(() => subscription.unsubscribe()) }
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25))
}

describe('live events and syncTags', () => {
  it('tells each stream which sync tags a transaction invalidated', async () => {
    const drafts = await lake.client.fetch(
      '*[_type == "itineraryPackage"][0]._id',
      {},
      { perspective: 'drafts', filterResponse: false },
    )
    const published = await lake.anon.fetch(
      '*[_type == "itineraryPackage"][0]._id',
      {},
      { perspective: 'published', filterResponse: false },
    )
    expect(published.syncTags).toHaveLength(1)
    expect(drafts.syncTags).toEqual([published.syncTags![0], expect.stringMatching(/^s1:/)])
    const [publishedTag, draftsTag] = drafts.syncTags!

    const editor = collect(
      lake.client.live.events({ includeDrafts: true }),
      (seen) => seen.filter((event) => event.type === 'message').length >= 2,
    )
    const reader = collect(lake.anon.live.events(), (seen) => seen.some((event) => event.type === 'message'))
    await until(
      () =>
        editor.seen.some((event) => event.type === 'welcome') && reader.seen.some((event) => event.type === 'welcome'),
    )

    const draft = await lake.client.createOrReplace({ _id: 'drafts.live-1', _type: 'course', name: 'Draft' })
    const doc = await lake.client.createOrReplace({ _id: 'live-1', _type: 'course', name: 'Published' })
    const editorMessages = (await editor.finished).filter((event) => event.type === 'message')
    expect(editorMessages).toEqual([
      { type: 'message', id: draft._rev, tags: [draftsTag] },
      { type: 'message', id: doc._rev, tags: [publishedTag] },
    ])
    // The anonymous stream never hears of the draft.
    const readerMessages = (await reader.finished).filter((event) => event.type === 'message')
    expect(readerMessages).toEqual([{ type: 'message', id: doc._rev, tags: [publishedTag] }])
  })

  it('refuses drafts without the token, and an open stream does not hold the server', async () => {
    const refused = await fetch(`${lake.origin}/vX/data/live/events/production?includeDrafts=true`)
    expect(refused.status).toBe(401)
    const other = await startApi()
    const open = await fetch(`${other.origin}/vX/data/live/events/production?includeDrafts=true`, {
      headers: { Authorization: `Bearer ${TEST_TOKEN}` },
    })
    expect(open.headers.get('content-type')).toMatch(/text\/event-stream/)
    const reader = open.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: welcome')
    // The API ends the stream itself as it closes (this client never hangs up): a stream that held the server
    // would leave dispose() waiting on the client for good, and the test's own timeout would fail it.
    const next = reader.read()
    await other.dispose()
    expect((await next).done).toBe(true)
  })
})
