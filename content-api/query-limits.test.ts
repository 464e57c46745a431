// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'

/**
 * A query past the API's limits is stopped and answered with an error naming the limit, as Sanity's API stops a query
 * that runs too long; meanwhile the API answers everyone else. The deadlines here are short so the tests are quick;
 * the nested query below takes seconds on any machine.
 */
const DEADLINE_MS = 3_000
const NESTED = 'count(*[]{"a":*[]{"b":*[0..90]{_id}}})'

let lake: Running
beforeAll(async () => {
  // Memory enough that the deadline, not the bound, stops the nested query (the bound has a test of its own below).
  lake = await startApi({ queryLimits: { deadlineMs: DEADLINE_MS, memoryMb: 512, workers: 2 } })
})
afterAll(() => lake.dispose())

const queryUrl = (query: string) =>
  `${lake.origin}/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`
const ask = (query: string) => fetch(queryUrl(query), { headers: { Origin: 'http://localhost:3333' } })

describe('the query deadline', () => {
  it('stops the nested query with an error that names the deadline, while other queries are answered', async () => {
    // Both workers up, as they are once the Studio and the site have asked anything.
    await Promise.all([ask('1'), ask('2')])
    let nestedAnswered = false
    const nested = ask(NESTED).then(async (response) => {
      nestedAnswered = true
      return { status: response.status, body: await response.json() }
    })
    // The API, and the Studio that talks to it, go on answering meanwhile.
    const other = await ask('count(*[_type == "teamMember"])')
    expect(other.status).toBe(200)
    expect((await other.json()).result).toBeGreaterThan(0)
    const me = await fetch(`${lake.origin}/v2025-02-19/data/doc/production/team-01`, {
      headers: { Authorization: `Bearer ${TEST_TOKEN}` },
    })
    expect(me.status).toBe(200)
    expect(nestedAnswered).toBe(false)

    const { status, body } = await nested
    expect(status).toBe(504)
    expect(body).toEqual({
      error: { description: expect.stringContaining('query deadline (3 s)'), type: 'queryTimeoutError' },
      statusCode: 504,
    })
    // Stopped by the deadline's own timer (the error is its), not by a query that ran to its end or hit another
    // bound; how late a loaded machine lets the timer fire is no part of the fact.
    expect(body.error.description).toMatch(/^The operation timed out/)
  })

  it('answers the next queries as before once a query was stopped', async () => {
    await ask(NESTED)
    const after = await ask('*[_id == "team-01"][0]._type')
    expect(await after.json()).toMatchObject({ result: 'teamMember' })
    // A write reaches the queries of workers started after the stop too.
    await lake.client.create({ _id: 'after-the-stop', _type: 'note', text: 'seen' })
    expect(await lake.client.fetch('*[_id == "after-the-stop"][0].text')).toBe('seen')
  })
})

describe('the query memory bound', () => {
  // An API of its own, whose deadline the hoarding query cannot reach first however loaded the machine is: under a
  // full test run its 64 MB took longer than the other API's 3 s deadline to build.
  let roomy: Running
  beforeAll(async () => {
    roomy = await startApi({ queryLimits: { deadlineMs: 120_000, memoryMb: 64, workers: 1 } })
  })
  afterAll(() => roomy.dispose())
  const askRoomy = (query: string) =>
    fetch(`${roomy.origin}/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`, {
      headers: { Origin: 'http://localhost:3333' },
    })

  it('stops a query that builds more than the bound and says so', async () => {
    const hoarder = await askRoomy('*[]{"copies": *[]{"again": *[]{...}}}')
    expect(hoarder.status).toBe(422)
    expect(await hoarder.json()).toEqual({
      error: { description: expect.stringContaining('query memory bound (64 MB)'), type: 'queryMemoryLimitError' },
      statusCode: 422,
    })
    expect((await askRoomy('count(*[_type == "teamMember"])')).status).toBe(200)
  })
})

describe('queries and writes', () => {
  it('see every committed write at once, drafts for the editor only', async () => {
    const editor = lake.clientFor(TEST_TOKEN)
    for (let i = 0; i < 5; i++) {
      await editor.createOrReplace({ _id: 'drafts.team-01', _type: 'teamMember', name: `Draft ${i}` })
      expect(await editor.fetch('*[_id == "team-01"][0].name', {}, { perspective: 'drafts' })).toBe(`Draft ${i}`)
    }
    expect(await lake.anon.fetch('count(*[_id == "drafts.team-01"])', {}, { perspective: 'raw' })).toBe(0)
    await editor.delete('drafts.team-01')
    expect(await editor.fetch('count(*[_id == "drafts.team-01"])', {}, { perspective: 'raw' })).toBe(0)
  })
})
