import { describe, expect, it } from 'vitest'
import { queryForEditions } from './edition-queries'
import { SEARCH_INDEX_QUERY } from './queries'

describe('a query as sent', () => {
  it('reads a translated field in the page’s language through one arm per other edition of the list', () => {
    const written = '{ "name": coalesce(select($lang != "en" => name.otherLanguages), name.en) }'
    expect(queryForEditions(written)).toBe('{ "name": coalesce(select($lang == "ar" => name.ar), name.en) }')
  })

  it('lists every edition’s value where a query asks for all of them', () => {
    expect(queryForEditions(SEARCH_INDEX_QUERY)).toContain('name.en, name.ar, description.en, description.ar')
    expect(queryForEditions(SEARCH_INDEX_QUERY)).not.toContain('otherLanguages')
  })

  it('leaves a query without stand-ins as it is', () => {
    const plain = '*[_type == "catalogueItem"]{ _id, price }'
    expect(queryForEditions(plain)).toBe(plain)
  })
})
