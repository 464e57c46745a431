import { describe, expect, it } from 'vitest'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { buildSearchIndex, rankMatches } from './search'
import { filingNamesIn, namesOfFiling } from './search-filing'

// Decision 053: an item is found by the words the navigation and the filters show for what it is filed under.
const names = filingNamesIn([en, ar])
const hotel = { _id: 'serena', name: 'Nairobi Serena Hotel', description: 'A garden oasis.', category: 'Hotels' }
const trip = {
  _id: 'dubai',
  name: 'Dubai Golf',
  description: 'Five days.',
  category: 'Itineraries',
  countries: ['uae', 'kenya'],
  activities: ['golf', 'wellness'],
}
const index = buildSearchIndex([hotel, trip], names)
const found = (term: string) => rankMatches(['serena', 'dubai'], index, term, true)

describe('search by what an item is filed under', () => {
  it('finds a category by the header’s word and by the cards’ word, in either edition', () => {
    expect(found('الفنادق')).toEqual(['serena'])
    expect(found('hotels')).toEqual(['serena'])
    expect(found('البرامج')).toEqual(['dubai'])
    expect(found('برامج الرحلات')).toEqual(['dubai'])
  })

  it('finds countries and activities by the filters’ words, with the Arabic folding', () => {
    expect(found('الإمارات')).toEqual(['dubai'])
    expect(found('الامارات')).toEqual(['dubai'])
    expect(found('كينيا')).toEqual(['dubai'])
    expect(found('العافية')).toEqual(['dubai'])
    expect(found('United Arab')).toEqual(['dubai'])
    expect(found('السفاري')).toEqual([])
  })

  it('takes the words from the catalogues given: a label renamed there is found by its new name', () => {
    const renamed = { ...ar, layout: { ...ar.layout, categories: { ...ar.layout.categories, Hotels: 'المنتجعات' } } }
    const alone = buildSearchIndex([hotel], filingNamesIn([en, renamed]))
    expect(rankMatches(['serena'], alone, 'المنتجعات', true)).toEqual(['serena'])
    expect(rankMatches(['serena'], buildSearchIndex([hotel]), 'المنتجعات', true)).toEqual([])
  })

  it('searches a key no catalogue names as itself', () => {
    expect(namesOfFiling({ category: 'Cruises', countries: ['oman'] }, names)).toEqual(['Cruises', 'oman'])
  })
})
