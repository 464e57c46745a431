import { describe, expect, it } from 'vitest'
import { markedFieldsQuery } from './marked-fields-query'

describe('the query for the fields a page shows with edit marks', () => {
  it('asks only for the marked fields of the documents, in their own shape, keys as parameters', () => {
    const query = markedFieldsQuery([
      { id: 'package-gold-package', path: 'name' },
      { id: 'package-gold-package', path: 'days[_key=="day-01"].title' },
      { id: 'package-gold-package', path: 'days[_key=="day-02"].title' },
      { id: 'package-gold-package', path: 'included[2]' },
      { id: 'siteSettings', path: 'companyBlurb' },
      { id: 'legal-terms', path: 'sections[_key=="s1"].body[_key=="b1"].children[_key=="c1"].text' },
    ])
    expect(query).toEqual({
      query:
        '*[_id in $ids]{ _id, name, "days": days[_key in $k0]{ _key, title }, included, companyBlurb, ' +
        '"sections": sections[_key in $k1]{ _key, "body": body[_key in $k2]{ ' +
        '_key, "children": children[_key in $k3]{ _key, text } } } }',
      params: {
        ids: ['legal-terms', 'package-gold-package', 'siteSettings'],
        k0: ['day-01', 'day-02'],
        k1: ['s1'],
        k2: ['b1'],
        k3: ['c1'],
      },
    })
  })

  it('keeps anything that is not a plain field name out of the query', () => {
    const query = markedFieldsQuery([
      { id: 'a', path: 'title' },
      { id: 'a', path: 'x"]{ "all": *' },
      { id: 'a', path: 'days[_key=="\\"] | *"].title' },
    ])
    expect(query).toEqual({ query: '*[_id in $ids]{ _id, title }', params: { ids: ['a'] } })
  })

  it('asks for nothing when the page shows no marked text', () => {
    expect(markedFieldsQuery([])).toBeNull()
  })
})
