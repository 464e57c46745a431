import { describe, expect, it } from 'vitest'
import { matchesSearch, MAX_SEARCH_TERM_LENGTH, normaliseSearchTerm, searchCatalogue } from './search'

const karen = { name: 'Karen Country and Golf Club', description: 'A par-72 parkland course in Nairobi.', category: 'Golf Courses' }
const serena = { name: 'Nairobi Serena Hotel', description: 'A garden oasis downtown.', category: 'Hotels' }

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
  it('filters a list, keeping its order', () => {
    expect(searchCatalogue([serena, karen], 'nairobi').map((i) => i.name)).toEqual(['Nairobi Serena Hotel', 'Karen Country and Golf Club'])
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
