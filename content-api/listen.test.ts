// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { applyPatch, type RawPatch } from 'mendoza'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'

let lake: Running
beforeAll(async () => {
  lake = await startApi()
})
afterAll(() => lake.dispose())

/** What these tests read of a mutation event (with includeResult, includePreviousRevision and mendoza effects). */
type MutationSeen = {
  type: 'mutation'
  documentId: string
  transition: 'appear' | 'update' | 'disappear'
  transactionId: string
  transactionCurrentEvent: number
  transactionTotalEvents: number
  resultRev: string
  previousRev?: string
  mutations: Array<Record<string, unknown>>
  result: Record<string, unknown>
  previous: Record<string, unknown>
  effects: { apply: RawPatch; revert: RawPatch }
}
/** Any event: a welcome has its type and the listener's name. */
type Seen = { type: string; listenerName?: string } & Partial<MutationSeen>
type Collected = { events: Seen[]; next(count: number): Promise<Seen[]>; stop(): void }

/** Subscribes with @sanity/client and collects what arrives. */
function collect(
  client: Running['client'],
  query: string,
  params: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
): Collected {
  const events: Seen[] = []
  const waiters: { count: number; resolve(): void }[] = []
  const subscription = client
    .listen(query, params, {
      includeResult: true,
      events: ['welcome', 'mutation'],
      effectFormat: 'mendoza',
      includePreviousRevision: true,
      ...options,
    } as never)
    .subscribe({
      next(event: unknown) {
        events.push(event as Seen)
        for (const waiter of [...waiters]) if (events.length >= waiter.count) waiter.resolve()
      },
    })
  return {
    events,
    next: (count) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`only ${events.length} of ${count} events: ${JSON.stringify(events.map((e) => e.type))}`)),
          3000,
        )
        const done = () => {
          clearTimeout(timer)
          resolve(events.slice(0, count))
        }
        if (events.length >= count) done()
        else waiters.push({ count, resolve: done })
      }),
    stop: () => subscription.unsubscribe(),
  }
}

const withoutRev = ({ _rev: _ignored, ...rest }: Record<string, unknown>) => rest

describe('listen', () => {
  it('sends a welcome, then mutation events with mutations, result, revisions and mendoza effects', async () => {
    const listener = collect(lake.client, '*[_type == $type]', { type: 'camp' })
    const [welcome] = await listener.next(1)
    expect(welcome).toMatchObject({ type: 'welcome', listenerName: expect.any(String) })

    const created = await lake.client.create({ _id: 'camp-1', _type: 'camp', name: 'Mara' })
    await lake.client.patch('camp-1').set({ name: 'Mara Camp' }).commit()
    await lake.client.create({ _id: 'other', _type: 'hotel' })
    await lake.client.delete('camp-1')
    const events = (await listener.next(4)).slice(1) as MutationSeen[]
    listener.stop()

    expect(events.map((event) => event.transition)).toEqual(['appear', 'update', 'disappear'])
    const [appear, update, disappear] = events as [MutationSeen, MutationSeen, MutationSeen]
    expect(appear).toMatchObject({
      type: 'mutation',
      documentId: 'camp-1',
      transactionId: created._rev,
      eventId: `${created._rev}#camp-1`,
      identity: expect.any(String),
      result: { _id: 'camp-1', name: 'Mara' },
      resultRev: created._rev,
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
      timestamp: expect.any(String),
    })
    expect(appear.mutations[0]?.create).toMatchObject({ _id: 'camp-1', name: 'Mara' })
    expect(appear.previousRev).toBeUndefined()
    expect(update.previousRev).toBe(created._rev)
    expect(update.mutations).toEqual([{ patch: { id: 'camp-1', set: { name: 'Mara Camp' } } }])
    expect(update.previous).toMatchObject({ name: 'Mara' })
    expect(disappear.result).toBeUndefined()
    // A deletion still closes the revision chain: from the last revision to the deleting transaction.
    expect(disappear.previousRev).toBe(update.resultRev)
    expect(disappear.resultRev).toBe(disappear.transactionId)

    // The effects take the previous document to the new one and back; like the Content Lake's, they apply to
    // the documents without `_rev` (clients such as Presentation's take it out, and set the event's resultRev).
    const [first, second] = [withoutRev(appear.result), withoutRev(update.result)]
    expect(applyPatch(null, appear.effects.apply)).toEqual(first)
    expect(applyPatch(first, appear.effects.revert)).toBeNull()
    expect(applyPatch(first, update.effects.apply)).toEqual(second)
    expect(applyPatch(second, update.effects.revert)).toEqual(first)
    expect(applyPatch(second, disappear.effects.apply)).toBeNull()
    expect(applyPatch(null, disappear.effects.revert)).toEqual(second)
  })

  it('sends a change to one field of a long document as a patch of that field, not the document', async () => {
    const days = Array.from({ length: 40 }, (_, n) => ({
      _key: `d${n}`,
      _type: 'day',
      title: `Day ${n + 1}`,
      description: 'A long day in the bush. '.repeat(20),
    }))
    await lake.client.create({ _id: 'long-1', _type: 'journey', days })
    const listener = collect(lake.client, '*[_type == "journey"]')
    await listener.next(1)
    await lake.client.patch('long-1').set({ 'days[_key=="d7"].title': 'Day 8: Lake Naivasha' }).commit()
    const [, update] = (await listener.next(2)) as [Seen, MutationSeen]
    listener.stop()
    const document = JSON.stringify(update.result)
    // Presentation copies every event into the previewed page as the editor types: it must stay small.
    expect(JSON.stringify(update.effects).length).toBeLessThan(document.length / 20)
    expect(applyPatch(withoutRev(update.previous), update.effects.apply)).toEqual(withoutRev(update.result))
  })

  it('reports appear and disappear as documents enter and leave the filter', async () => {
    await lake.client.create({ _id: 'lodge-1', _type: 'lodge', open: false })
    const listener = collect(lake.client, '*[_type == "lodge" && open == true]')
    await listener.next(1)
    await lake.client.patch('lodge-1').set({ open: true }).commit()
    await lake.client.patch('lodge-1').set({ beds: 4 }).commit()
    await lake.client.patch('lodge-1').set({ open: false }).commit()
    const events = (await listener.next(4)).slice(1)
    listener.stop()
    expect(events.map((event) => event.transition)).toEqual(['appear', 'update', 'disappear'])
  })

  it('numbers the events of one transaction', async () => {
    const listener = collect(lake.client, '*[_type == "tent"]')
    await listener.next(1)
    await lake.client
      .transaction()
      .create({ _id: 'tent-1', _type: 'tent' })
      .create({ _id: 'tent-2', _type: 'tent' })
      .commit()
    const events = (await listener.next(3)).slice(1)
    listener.stop()
    expect(
      events.map((event) => [event.documentId, event.transactionCurrentEvent, event.transactionTotalEvents]),
    ).toEqual([
      ['tent-1', 1, 2],
      ['tent-2', 2, 2],
    ])
    expect(events[0]!.transactionId).toBe(events[1]!.transactionId)
  })

  it('never shows drafts or private documents to an anonymous listener', async () => {
    const anonymous = collect(lake.anon, '*[_type == "secretive"]')
    const editor = collect(lake.client, '*[_type == "secretive"]')
    await Promise.all([anonymous.next(1), editor.next(1)])
    await lake.client.create({ _id: 'drafts.s-1', _type: 'secretive' })
    await lake.client.create({ _id: 'sanity-preview-url-secret.s', _type: 'secretive' })
    await lake.client.create({ _id: 's-1', _type: 'secretive' })
    const seenByEditor = (await editor.next(4)).slice(1)
    const seenByAnonymous = (await anonymous.next(2)).slice(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    anonymous.stop()
    editor.stop()
    expect(seenByEditor.map((event) => event.documentId)).toEqual(['drafts.s-1', 'sanity-preview-url-secret.s', 's-1'])
    expect(anonymous.events.slice(1).map((event) => event.documentId)).toEqual(['s-1'])
    expect(seenByAnonymous).toHaveLength(1)
  })

  it('sends channelError for a bad query, and a fresh welcome to each connection', async () => {
    const response = await fetch(
      `${lake.origin}/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_type ==')}`,
      { headers: { Authorization: `Bearer ${TEST_TOKEN}` } },
    )
    const text = await response.text()
    expect(text).toMatch(/^event: channelError\ndata: \{"message":".+"\}/)

    const first = collect(lake.client, '*')
    const second = collect(lake.client, '*')
    const [[a], [b]] = await Promise.all([first.next(1), second.next(1)])
    first.stop()
    second.stop()
    expect(a!.type).toBe('welcome')
    expect(b!.type).toBe('welcome')
    expect(a!.listenerName).not.toBe(b!.listenerName)
  })

  it('ends open streams when the server closes', async () => {
    const other = await startApi()
    const controller = new AbortController()
    const response = await fetch(`${other.origin}/v2025-02-19/data/listen/production?query=*`, {
      signal: controller.signal,
    })
    const reader = response.body!.getReader()
    const { value } = await reader.read()
    expect(new TextDecoder().decode(value)).toMatch(/^event: welcome/)
    await other.dispose()
    let done = false
    while (!done) done = (await reader.read()).done
    expect(done).toBe(true)
  })
})
