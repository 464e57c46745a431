// What the server announces when it writes a departure's ledger, against the tags its trip page carries: the page
// cache drops a page whose tags meet the announcement's (server/page-cache, `evictTagged`), in both editions.
import { describe, expect, it, vi } from 'vitest'
import { departurePlacesId } from '#shared/holds'
import { ITINERARY_QUERY, TAKEN_PLACES_QUERY } from '~/content/queries'
import type { SiteEvent } from '~/logic/site-event'
import { publishedTags } from '~/logic/site-event'
import { recordingPageTags, recordShown } from '~/platform/page-tags.server'
import { querySeed } from '../../../tests/support/seed-content'
import { announcePlacesChanged } from './places-changed.server'

const announced: SiteEvent[] = []
vi.mock('~/content/site-event-effects.server', () => ({
  announceSiteEvent: async (event: SiteEvent) => {
    announced.push(event)
  },
}))

/** The tags a page gets from reading `query` in an edition, as content.server.ts records them. */
async function tagsOf(query: string, params: Record<string, string>) {
  const tags = new Set<string>()
  const result = await querySeed(query, params)
  recordingPageTags(tags, () => recordShown(query, result, params))
  return tags
}

describe('a server write to a departure’s ledger', () => {
  it('drops the trip’s pages in both editions, and the pages whose cards count sold-out departures', async () => {
    const ledgerId = departurePlacesId('item-gold', 'dep-01')
    await announcePlacesChanged(ledgerId)
    const [event] = announced
    expect(event?.kind).toBe('publish')
    const dropped = new Set(publishedTags(event as Extract<SiteEvent, { kind: 'publish' }>))
    for (const lang of ['en', 'ar']) {
      const page = await tagsOf(ITINERARY_QUERY, { slug: 'gold-package', lang })
      expect([...page].filter((tag) => dropped.has(tag))).not.toEqual([])
      // The ledger is named by its id as well as by its type (the page's result holds its `_id`).
      expect(page).toContain(lang === 'en' ? ledgerId : `ar:${ledgerId}`)
    }
    const cards = await tagsOf(TAKEN_PLACES_QUERY, {})
    expect([...cards].filter((tag) => dropped.has(tag))).toContain('type:departurePlaces')
  })
})
