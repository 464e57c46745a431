import { describe, expect, it } from 'vitest'
import * as queries from '~/content/queries'
import { documentIdsInResult, documentsInQuery } from './query-documents'

const typesIn = (query: string, params?: Record<string, unknown>) => documentsInQuery(query, params).types
const idsIn = (query: string, params?: Record<string, unknown>) => documentsInQuery(query, params).ids

describe('the document types a query reads', () => {
  // What the publish webhook's substring match caught (`_type == "X"`, exactly so spaced, anywhere in the query).
  it('are those it compares _type with, in a filter, a sub-query or a conditional projection', () => {
    expect(typesIn('*[_type == "teamMember"] | order(order asc)')).toEqual(['teamMember'])
    expect(typesIn('*[_type == "x" && references(*[_type == "y"]._id)]')).toEqual(['x', 'y'])
    expect(typesIn('*[_type == "homeLayout"][0]{ sections[]{ _type == "storyCardSection" => { heading } } }')).toEqual([
      'homeLayout',
      'storyCardSection',
    ])
    expect(typesIn('{ "settings": *[_type == "siteSettings"][0], "page": *[_type == "aboutPage"][0] }')).toEqual([
      'siteSettings',
      'aboutPage',
    ])
    expect(typesIn('*[_type == "sanity.imageAsset"]')).toEqual(['sanity.imageAsset'])
  })

  // What the page tags' regular expression caught besides.
  it('take any spacing, and every type of an `in` list', () => {
    expect(typesIn('*[_type=="a"||_type  ==  "b"||_type\n==\n"c"]')).toEqual(['a', 'b', 'c'])
    expect(typesIn('*[_type in ["aboutPage", "siteSettings"]][0]')).toEqual(['aboutPage', 'siteSettings'])
    expect(typesIn('*[_type in ["one"] && _type in [ "two" ,"three" ]]')).toEqual(['one', 'two', 'three'])
    expect(typesIn('*[_type in ["hotel-page", "x_y.z"]]')).toEqual(['hotel-page', 'x_y.z'])
  })

  it('take single quotes, the comparison the other way round, and parameters', () => {
    expect(typesIn("*[_type == 'legalPage']")).toEqual(['legalPage'])
    expect(typesIn('*[_type in [\'a\', "b"]]')).toEqual(['a', 'b'])
    expect(typesIn('*["hotel" == _type]')).toEqual(['hotel'])
    expect(typesIn('*[_type == $type]', { type: 'circuit' })).toEqual(['circuit'])
    expect(typesIn('*[_type in $types]', { types: ['circuit', 'hotel'] })).toEqual(['circuit', 'hotel'])
    expect(typesIn('*[_type in ["a", $b]]', { b: 'b' })).toEqual(['a', 'b'])
  })

  it('are none for what it does not compare _type with, and for a parameter not given', () => {
    expect(typesIn('*[kind == $kind]{ title }', { kind: 'terms' })).toEqual([])
    expect(typesIn('*[_type == $type]')).toEqual([])
    expect(typesIn('*[_type == $type]', { type: 42 })).toEqual([])
    expect(typesIn('*[_type == ""]')).toEqual([])
    expect(typesIn('*[_type == "a" && _type == "a"]')).toEqual(['a'])
  })

  // What the regular expressions before groq-js's parse tree got wrong, both ways.
  it('are read as GROQ reads the query: parentheses, escapes, and lists holding a bracket', () => {
    expect(typesIn('*[_type == ("hotel") || (_type) == "circuit"]')).toEqual(['hotel', 'circuit'])
    expect(typesIn('*[_type == "caf\\u00e9"]')).toEqual(['café'])
    expect(typesIn('*[_type in ["a]b", "c"]]')).toEqual(['a]b', 'c'])
    expect(idsIn('*[_id in [...$ids, "extra"]]', { ids: ['one', 'drafts.two'] })).toEqual(['one', 'two', 'extra'])
  })

  it('are not taken from strings, comments or other fields that end in _type or _id', () => {
    expect(typesIn('*[_type == "story" && title == "_type == \'hotel\'"]')).toEqual(['story'])
    expect(typesIn('*[_type == "story" // was: _type == "article"\n]')).toEqual(['story'])
    expect(documentsInQuery('*[_type == "story" && room_type == "suite" && booking_id == "B-1"]')).toEqual({
      types: ['story'],
      ids: [],
    })
  })

  it('take the parameters of a sliced query, given or not', () => {
    const query = '*[_type == $type && _id in $ids] | order(name asc) [$start...$end]'
    expect(documentsInQuery(query, { type: 'hotel', ids: ['h-1'], start: 0, end: 12 })).toEqual({
      types: ['hotel'],
      ids: ['h-1'],
    })
    expect(documentsInQuery(query, { type: 'circuit', ids: [], start: 12, end: 24 })).toEqual({
      types: ['circuit'],
      ids: [],
    })
    expect(documentsInQuery(query)).toEqual({ types: [], ids: [] })
  })

  it('are none for a query that does not parse (it could not have been read)', () => {
    expect(documentsInQuery('*[_type == "hotel"')).toEqual({ types: [], ids: [] })
  })

  it('cover every query the site runs: each names at least one type', () => {
    const all = Object.entries(queries as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].endsWith('_QUERY'),
    )
    expect(all.length).toBeGreaterThan(10)
    for (const [name, query] of all) expect(typesIn(query), name).not.toEqual([])
  })
})

describe('the document ids a query picks', () => {
  it('are those it compares _id with, as a draft or published, literal or parameter', () => {
    expect(idsIn('*[_type == "siteSettings" && _id == "siteSettings"][0]')).toEqual(['siteSettings'])
    expect(idsIn('*[_id == "drafts.footer"][0]')).toEqual(['footer'])
    expect(idsIn('*[_id in ["a", "b"]]')).toEqual(['a', 'b'])
    expect(idsIn('*[_type == "catalogueItem" && _id in $ids]', { ids: ['item-1', 'drafts.item-2'] })).toEqual([
      'item-1',
      'item-2',
    ])
    expect(idsIn('*[$id == _id]', { id: 'x' })).toEqual(['x'])
  })

  it('are none when it does not compare _id with a value', () => {
    expect(idsIn('*[_type == "story"]{ _id, title }')).toEqual([])
    expect(idsIn('*[_id in path("drafts.**")]')).toEqual([])
  })
})

describe('the document ids a result holds', () => {
  it('are every _id and _ref, at any depth, without the drafts prefix, each once', () => {
    const result = [
      { _id: 'team-01', photo: { asset: { _ref: 'image-583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800-jpg' } } },
      { _id: 'drafts.team-02', office: { _ref: 'office-01' }, nested: [[{ card: { _id: 'story-golf' } }]] },
      { again: { _ref: 'office-01' } },
    ]
    expect(documentIdsInResult(result)).toEqual([
      'team-01',
      'image-583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800-jpg',
      'team-02',
      'office-01',
      'story-golf',
    ])
  })

  it('are none for a result that is no document, or a value that only looks like one', () => {
    expect(documentIdsInResult('plain text')).toEqual([])
    expect(documentIdsInResult(null)).toEqual([])
    expect(documentIdsInResult(42)).toEqual([])
    expect(documentIdsInResult({ title: '"_id":"story-golf"', _id: 7 })).toEqual([])
  })

  it('are worked out once per result', () => {
    const result = { _id: 'a' }
    expect(documentIdsInResult(result)).toBe(documentIdsInResult(result))
  })
})
