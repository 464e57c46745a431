import { describe, expect, it } from 'vitest'
import { parseSiteEvent, publishedTags } from './site-event'

describe('a publish as the page cache applies it', () => {
  it('drops every edition’s pages that show the documents, unless it names the editions it reaches', () => {
    const all = parseSiteEvent({ kind: 'publish', ids: ['item-dubai'], types: ['catalogueItem'] })!
    expect(publishedTags(all as Extract<typeof all, { kind: 'publish' }>)).toEqual([
      'item-dubai',
      'type:catalogueItem',
      'ar:item-dubai',
      'ar:type:catalogueItem',
    ])
    const arabic = parseSiteEvent({
      kind: 'publish',
      ids: ['item-dubai'],
      types: ['catalogueItem'],
      languages: ['ar'],
    })!
    expect(publishedTags(arabic as Extract<typeof arabic, { kind: 'publish' }>)).toEqual([
      'ar:item-dubai',
      'ar:type:catalogueItem',
    ])
  })

  it('takes a relayed event’s editions only when they are a short list of strings', () => {
    expect(parseSiteEvent({ kind: 'publish', ids: [], types: ['x'], languages: [1] })).toEqual({
      kind: 'publish',
      ids: [],
      types: ['x'],
    })
  })
})
