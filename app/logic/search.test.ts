import { describe, expect, it } from 'vitest'
import {
  buildSearchIndex,
  foldForMatching,
  MAX_SEARCH_TERM_LENGTH,
  normaliseSearchTerm,
  rankMatches,
  type Searchable,
} from './search'

const karen = {
  name: 'Karen Country and Golf Club',
  description: 'A par-72 parkland course in Nairobi.',
  category: 'Golf Courses',
}
const serena = { name: 'Nairobi Serena Hotel', description: 'A garden oasis downtown.', category: 'Hotels' }

/** Whether one item matches a term, through the index and ranking search uses. */
const matchesSearch = (item: Searchable, term: string) =>
  rankMatches(['item'], buildSearchIndex([{ _id: 'item', ...item }]), term, true).length === 1

describe('search matching', () => {
  it('matches a substring of the name, ignoring case', () => {
    expect(matchesSearch(karen, 'country')).toBe(true)
    expect(matchesSearch(karen, 'KAREN')).toBe(true)
    expect(matchesSearch(karen, 'ntry and go')).toBe(true)
  })
  it('matches the description and the category too', () => {
    expect(matchesSearch(karen, 'parkland')).toBe(true)
    expect(matchesSearch(serena, 'hotels')).toBe(true)
    expect(matchesSearch(serena, 'golf')).toBe(false)
  })
  it('matches nothing for an empty term', () => {
    expect(matchesSearch(karen, '')).toBe(false)
  })
  it('treats query-language and markup as plain text', () => {
    expect(matchesSearch(karen, '*[_type == "x"]')).toBe(false)
    expect(matchesSearch({ ...karen, description: 'Try <b>this</b>' }, '<b>')).toBe(true)
  })
})

describe('normaliseSearchTerm', () => {
  it('trims, folds whitespace and lowercases', () => {
    expect(normaliseSearchTerm('  Golf   COURSES ')).toBe('golf courses')
    expect(normaliseSearchTerm(null)).toBe('')
  })
  it('caps very long terms', () => {
    expect(normaliseSearchTerm('a'.repeat(5000))).toHaveLength(MAX_SEARCH_TERM_LENGTH)
  })
  it('keeps emoji and other scripts intact', () => {
    expect(normaliseSearchTerm('⛳ Safari')).toBe('⛳ safari')
  })
})

describe('the search index and ranking', () => {
  const rows = [
    {
      _id: 'serena',
      name: 'Nairobi Serena Hotel',
      description: 'A garden oasis downtown, near the golf course.',
      category: 'Hotels',
    },
    {
      _id: 'karen',
      name: 'Karen Country and Golf Club',
      description: 'A par-72 parkland course in Nairobi.',
      category: 'Golf Courses',
    },
    { _id: 'mara', name: 'Mara Serena Safari Lodge', description: 'A lodge above the Mara river.', category: 'Hotels' },
    { _id: 'muthaiga', name: 'Muthaiga Golf Club', description: 'The oldest club in Kenya.', category: 'Golf Courses' },
  ]
  const index = buildSearchIndex(rows)
  const editorsOrder = rows.map((row) => row._id)

  it('puts name matches before description or category matches, each keeping the given order', () => {
    expect(rankMatches(editorsOrder, index, 'golf', true)).toEqual(['karen', 'muthaiga', 'serena'])
    expect(rankMatches(editorsOrder, index, 'nairobi', true)).toEqual(['serena', 'karen'])
    expect(rankMatches(editorsOrder, index, 'hotels', true)).toEqual(['serena', 'mara'])
  })

  it('keeps an explicit order as asked, and only the items the filters left', () => {
    expect(rankMatches(['muthaiga', 'serena', 'karen'], index, 'golf', false)).toEqual(['muthaiga', 'serena', 'karen'])
    expect(rankMatches(['serena'], index, 'golf', true)).toEqual(['serena'])
  })

  it('matches a substring in any case, and nothing for an empty term or an id it does not know', () => {
    expect(rankMatches(editorsOrder, index, 'SERENA', true)).toEqual(['serena', 'mara'])
    expect(rankMatches(editorsOrder, index, 'ntry and go', true)).toEqual(['karen'])
    expect(rankMatches(editorsOrder, index, '', true)).toEqual([])
    expect(rankMatches(['unknown'], index, 'golf', true)).toEqual([])
  })
})

describe('Arabic matching', () => {
  const dubai = {
    name: 'دُبَيّ',
    description: 'رحلةٌ فاخرةٌ إلى مدينة الأبراج، مع غولف على ملاعب الإمارات',
    category: 'Itineraries',
  }

  it('ignores tashkeel and tatweel, in the text and in the term', () => {
    expect(foldForMatching('دُبَيّ')).toBe('دبي')
    expect(foldForMatching('دبـــي')).toBe('دبي')
    expect(matchesSearch(dubai, 'دبي')).toBe(true)
    expect(matchesSearch(dubai, 'دُبـي')).toBe(true)
  })
  it('folds alef forms, hamza seats, alef maqsura and taa marbuta', () => {
    expect(foldForMatching('أإآٱا')).toBe('ااااا')
    expect(foldForMatching('مؤتمر شاطئ إلى مدينة')).toBe('موتمر شاطي الي مدينه')
    expect(matchesSearch(dubai, 'مدينه')).toBe(true)
    expect(matchesSearch(dubai, 'الي مدينة الابراج')).toBe(true)
    expect(matchesSearch(dubai, 'الامارات')).toBe(true)
  })
  it('folds a hamza written as a combining mark the same way', () => {
    expect(foldForMatching('ا\u0654')).toBe('ا')
    expect(foldForMatching('و\u0654')).toBe('و')
  })
  it('leaves Latin text as lowercase only', () => {
    expect(foldForMatching('Karen Country Club')).toBe('karen country club')
  })
  it('matches the other editions’ texts through alternates, after the page language’s own', () => {
    const index = buildSearchIndex([
      { _id: 'dubai', name: 'Dubai', description: 'City of towers.', category: 'Itineraries', alternates: ['دبي'] },
      { _id: 'pkg', name: 'دبي وجولف', description: null, category: 'Itineraries', alternates: null },
      { _id: 'karen', ...karen },
    ])
    expect(rankMatches(['dubai', 'pkg', 'karen'], index, 'دبي', true)).toEqual(['pkg', 'dubai'])
    expect(rankMatches(['dubai', 'pkg', 'karen'], index, 'DUBAI', true)).toEqual(['dubai'])
  })
})
