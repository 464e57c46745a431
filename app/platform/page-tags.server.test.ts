import { describe, expect, it } from 'vitest'
import { currentPageTags, MAX_ID_TAGS, pageTagsFor, recordingPageTags, recordShown } from './page-tags.server'

describe('the documents a response shows', () => {
  it('are the ids its queries returned (references too, not image assets) and the types they select', async () => {
    const tags = new Set<string>()
    await recordingPageTags(tags, async () => {
      await Promise.resolve()
      recordShown('*[_type == "teamMember"] | order(order asc)', [
        { _id: 'team-01', photo: { asset: { _ref: 'image-583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800-jpg' } } },
        { _id: 'drafts.team-02', office: { _ref: 'office-01' } },
      ])
      recordShown('*[_type in ["aboutPage", "siteSettings"]][0]', null)
      expect(currentPageTags()).toEqual([
        'type:teamMember',
        'team-01',
        'team-02',
        'office-01',
        'type:aboutPage',
        'type:siteSettings',
      ])
    })
    // Outside a recorded response nothing is kept.
    recordShown('*[_type == "story"]', [{ _id: 'story-blue' }])
    expect(currentPageTags()).toEqual([])
  })

  it('are marked with the edition they were read in, when the query reads translated fields', async () => {
    const tags = new Set<string>()
    await recordingPageTags(tags, async () => {
      recordShown('*[_type == "teamMember"]{ "bio": coalesce(bio[$lang], bio.en) }', [{ _id: 'team-01' }], {
        lang: 'ar',
      })
      recordShown('*[_type == "currencyRates"][0]{ aed }', null)
      recordShown('*[_type == "hotel"]{ "name": coalesce(name[$lang], name.en) }', [{ _id: 'hotel-1' }], { lang: 'en' })
      expect(currentPageTags()).toEqual([
        'ar:type:teamMember',
        'ar:team-01',
        'type:currencyRates',
        'type:hotel',
        'hotel-1',
      ])
    })
  })

  it('keep two concurrent responses apart', async () => {
    const first = new Set<string>()
    const second = new Set<string>()
    const later = () => new Promise((resolve) => setTimeout(resolve, 5))
    await Promise.all([
      recordingPageTags(first, async () => {
        await later()
        recordShown('*[_type == "a"]', { _id: 'a-1' })
      }),
      recordingPageTags(second, async () => {
        recordShown('*[_type == "b"]', { _id: 'b-1' })
        await later()
      }),
    ])
    expect([...first]).toEqual(['type:a', 'a-1'])
    expect([...second]).toEqual(['type:b', 'b-1'])
  })

  it('fall back to the types alone for a page that lists more documents than a header should carry', () => {
    const ids = Array.from({ length: MAX_ID_TAGS + 1 }, (_, index) => `item-${index}`)
    expect(pageTagsFor(['type:catalogueItem', ...ids])).toEqual(['type:catalogueItem'])
    expect(pageTagsFor(['type:catalogueItem', ...ids.slice(0, 3)])).toEqual([
      'type:catalogueItem',
      'item-0',
      'item-1',
      'item-2',
    ])
  })

  // What a query reads is decided in app/content/query-documents.ts (tested there); these are the page's uses of it.
  it('name the types of sub-queries and resolve parameters, and a result that is no document names none', async () => {
    const tags = new Set<string>()
    await recordingPageTags(tags, async () => {
      recordShown('*[_type == "x" && references(*[_type == "y"]._id)]', 'plain text')
      recordShown('*[_type in $kinds && slug.current == $slug]', [], {
        kinds: ['hotel', 'circuit'],
        slug: 'not-a-type',
      })
    })
    expect([...tags]).toEqual(['type:x', 'type:y', 'type:hotel', 'type:circuit'])
  })

  it('name a document a query picks by _id alone, but not one its type already covers', async () => {
    const tags = new Set<string>()
    await recordingPageTags(tags, async () => {
      recordShown('*[_id == "drafts.footer"][0]{ links }', { links: [] })
      recordShown('*[_type == "siteSettings" && _id == "siteSettings"][0]{ phone }', { phone: '+254' })
      recordShown('*[_id in ["image-583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800-jpg"]][0]', null)
    })
    expect([...tags]).toEqual(['footer', 'type:siteSettings'])
  })
})
