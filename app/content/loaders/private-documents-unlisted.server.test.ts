// The sitemap and search never name an enquiry or a proposal (decision 062), though the server's client holds a
// token that could read them: the seed-content stand-in reads like that client (documents under a path included),
// and one enquiry and one proposal are added, written to look like trips to a careless query.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testOnSeedDay } from '../../../tests/support/loader-test'
import { seedContent } from '../../../tests/support/seed-content'
import { loadSearch } from './search.server'
import { loadSitemap } from './sitemap.server'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

const TOKEN = 'Qm9va2luZy1saW5rLW5ldmVyLWluLXRoZS1zaXRlbWFw'
const PRIVATE_TRACES = ['enquiry.5f0c', 'proposal.9a1e', TOKEN, 'amina.private@example.com', 'Nairobi for Amina']

beforeEach(() => {
  seedContent.change((seed) => [
    ...seed,
    {
      _id: 'enquiry.5f0c',
      _type: 'enquiry',
      firstName: 'Amina',
      email: 'amina.private@example.com',
      message: 'Nairobi for Amina, golf every day',
      name: 'Nairobi for Amina',
      slug: { _type: 'slug', current: 'nairobi-for-amina' },
    },
    {
      _id: 'proposal.9a1e',
      _type: 'proposal',
      status: 'sent',
      token: TOKEN,
      title: 'Nairobi for Amina',
      name: 'Nairobi for Amina',
      slug: { _type: 'slug', current: TOKEN },
      traveller: { firstName: 'Amina', email: 'amina.private@example.com' },
    },
  ])
})
afterEach(() => seedContent.reset())

describe('private documents', () => {
  it('are read by the stand-in like the token client (so the test can fail)', async () => {
    const { querySeed } = await import('../../../tests/support/seed-content')
    expect(await querySeed('*[_id in ["enquiry.5f0c", "proposal.9a1e"]]._id')).toEqual([
      'enquiry.5f0c',
      'proposal.9a1e',
    ])
  })

  it('are never in the sitemap', async () => {
    const xml = await (await loadSitemap(new Request('https://savanna.example/sitemap.xml'))).text()
    expect(xml).toContain('<loc>https://savanna.example/itinerary/')
    for (const trace of [...PRIVATE_TRACES, 'nairobi-for-amina', '/proposal/']) expect(xml).not.toContain(trace)
  })

  it('are never found by search, whatever the term', async () => {
    for (const term of ['nairobi', 'amina', 'golf']) {
      const { data } = await loadSearch(new Request(`https://savanna.example/search?q=${term}`))
      const shown = JSON.stringify(data)
      for (const trace of PRIVATE_TRACES)
        expect({ term, trace, shown: shown.includes(trace) }).toMatchObject({
          shown: false,
        })
    }
    const { data } = await loadSearch(new Request('https://savanna.example/search?q=nairobi'))
    expect(data.total).toBeGreaterThan(0)
  })
})
