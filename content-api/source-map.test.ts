// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { stegaClean } from '@sanity/client/stega'
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOME_PAGE_QUERY, ITINERARY_QUERY, ITINERARY_TAGLINE_QUERY } from '~/content/queries'
import { type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'
import { homePageResult, syntheticCatalogue } from '../tests/support/synthetic-catalogue'
import type { Doc } from './documents'
import { buildSourceIndex, deriveSourceMap, setIndexedDocument } from './source-map'

type SourceMap = {
  documents: { _id: string; _type: string }[]
  paths: string[]
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>
}

/** Where a result path's mapping points: the document id and the source path, or undefined when unmapped. */
const sourceOf = (sourceMap: unknown, resultPath: string) => {
  const map = sourceMap as SourceMap
  const mapping = map.mappings[resultPath]
  if (!mapping) return undefined
  return {
    id: map.documents[mapping.source.document]!._id,
    type: map.documents[mapping.source.document]!._type,
    path: map.paths[mapping.source.path],
  }
}

let lake: Running
beforeAll(async () => {
  lake = await startApi()
})
afterAll(() => lake.dispose())

const published = 'Day 1: Arrival in Nairobi & Welcome Dinner'
const draft = 'Day 1: Arrival in Nairobi & Private Welcome Dinner at the Karen Residence'

describe('resultSourceMap', () => {
  it('maps a package query’s values to the package document and keyed paths', async () => {
    const response = await lake.client.fetch(
      ITINERARY_QUERY,
      { slug: 'gold-package', lang: 'en' },
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector', perspective: 'published' },
    )
    expect(response.result.package?.days?.[0]?.title).toBe(published)
    const map = response.resultSourceMap as SourceMap
    expect(sourceOf(map, "$['package']['days'][0]['title']")).toEqual({
      id: 'package-gold-package',
      type: 'itineraryPackage',
      path: "$['days'][?(@._key=='day-01')]['title']['en']",
    })
    expect(sourceOf(map, "$['package']['days'][0]['timelineItems'][1]")).toEqual({
      id: 'package-gold-package',
      type: 'itineraryPackage',
      path: "$['days'][?(@._key=='day-01')]['timelineItems']['en'][1]",
    })
    expect(sourceOf(map, "$['package']['days'][0]['carouselImages1'][0]['alt']")?.path).toBe(
      "$['days'][?(@._key=='day-01')]['carouselImages1'][?(@._key=='img-01')]['alt']['en']",
    )
    expect(sourceOf(map, "$['package']['summary']")?.path).toBe("$['summary']['en']")
    // The offer is the catalogue item linking the package: its name is the item's, not the package's.
    const offer = sourceOf(map, "$['package']['offer']['name']")
    expect(offer?.id).toBe(response.result.package?.offer?._id)
    expect(offer?.path).toBe("$['name']['en']")
    // Each document and path is listed once.
    expect(new Set(map.documents.map((doc) => doc._id)).size).toBe(map.documents.length)
    expect(new Set(map.paths).size).toBe(map.paths.length)

    // `true` asks for positions instead of keys; GET and POST alike.
    const plain = await lake.client.fetch(
      ITINERARY_QUERY,
      { slug: 'gold-package', lang: 'en' },
      { filterResponse: false, resultSourceMap: true, perspective: 'published' },
    )
    expect(sourceOf(plain.resultSourceMap, "$['package']['days'][0]['title']")?.path).toBe(
      "$['days'][0]['title']['en']",
    )
    const posted = await fetch(
      `${lake.origin}/v2025-02-19/data/query/production?resultSourceMap=withKeyArraySelector&perspective=published`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: ITINERARY_QUERY, params: { slug: 'gold', lang: 'en' } }),
      },
    )
    const body = await posted.json()
    expect(sourceOf(body.resultSourceMap, "$['item']['package']['days'][0]['title']")).toMatchObject({
      id: 'package-gold-package',
      path: "$['days'][?(@._key=='day-01')]['title']['en']",
    })
    expect(sourceOf(body.resultSourceMap, "$['item']['name']")?.id).toBe(body.result.item._id)
  })

  it('lets the client hide an edit link in each mapped string (stega)', async () => {
    const client = lake.client.withConfig({
      stega: { enabled: true, studioUrl: 'http://localhost:3333' },
      perspective: 'published',
    })
    const result = await client.fetch(ITINERARY_QUERY, { slug: 'gold-package', lang: 'en' })
    const title = result.package!.days![0]!.title!
    expect(title).not.toBe(published)
    expect(vercelStegaSplit(title).encoded).not.toBe('')
    expect(stegaClean(title)).toBe(published)
    const decoded = vercelStegaDecode(title) as { origin: string; href: string }
    expect(decoded.origin).toBe('sanity.io')
    const href = decodeURIComponent(decoded.href)
    expect(href).toMatch(/^http:\/\/localhost:3333\/intent\/edit\//)
    expect(href).toContain('id=package-gold-package')
    expect(href).toContain('type=itineraryPackage')
    expect(href).toContain('path=days[_key=="day-01"].title')
    // Slugs stay clean: a link built from them must work.
    expect(result.package?.slug).toBe('gold-package')
  })

  it('names the draft when the value came from it (drafts perspective)', async () => {
    const response = await lake.client.fetch(
      ITINERARY_QUERY,
      { slug: 'gold-package', lang: 'en' },
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector', perspective: 'drafts' },
    )
    expect(response.result.package?._id).toBe('package-gold-package')
    expect(response.result.package?.days?.[0]?.title).toBe(draft)
    expect(sourceOf(response.resultSourceMap, "$['package']['days'][0]['title']")).toEqual({
      id: 'drafts.package-gold-package',
      type: 'itineraryPackage',
      path: "$['days'][?(@._key=='day-01')]['title']['en']",
    })
    const stega = await lake.client
      .withConfig({ stega: { enabled: true, studioUrl: 'http://localhost:3333' }, perspective: 'drafts' })
      .fetch(ITINERARY_QUERY, { slug: 'gold-package', lang: 'en' })
    expect(stegaClean(stega.package?.days?.[0]?.title)).toBe(draft)
    expect(decodeURIComponent((vercelStegaDecode(stega.package!.days![0]!.title!) as { href: string }).href)).toContain(
      'id=package-gold-package',
    )
  })

  it('never maps slugs, ids or strings the query made', async () => {
    const query =
      '*[_id == "package-gold-package"][0]{ _id, _type, "slug": slug.current, slug, "upper": ' +
      'upper(name), "joined": name + "!", "ref": days[0]._key, name, "literal": "not in any document" }'
    const response = await lake.client.fetch(
      query,
      {},
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector', perspective: 'published' },
    )
    const map = response.resultSourceMap as SourceMap
    // `name` is the translated field itself (decision 042): each language's text maps to itself.
    expect(Object.keys(map.mappings)).toEqual(["$['name']['en']", "$['name']['ar']"])
    expect(sourceOf(map, "$['name']['en']")).toEqual({
      id: 'package-gold-package',
      type: 'itineraryPackage',
      path: "$['name']['en']",
    })
    // A bare string result is mapped at `$`.
    const tagline = await lake.client.fetch(
      ITINERARY_TAGLINE_QUERY,
      { lang: 'en' },
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    )
    expect(sourceOf(tagline.resultSourceMap, '$')).toEqual({
      id: 'siteSettings',
      type: 'siteSettings',
      path: "$['itineraryTagline']['en']",
    })
  })

  it('leaves the response unchanged when no map is asked for, and accepts the client’s other options', async () => {
    const response = await lake.client.fetch(
      ITINERARY_QUERY,
      { slug: 'gold-package', lang: 'en' },
      { filterResponse: false, tag: 'itinerary', returnQuery: false },
    )
    expect(Object.keys(response).sort()).toEqual(['ms', 'result', 'syncTags'])
    const search = new URLSearchParams({
      query: '*[_id == "siteSettings"][0].companyName',
      resultSourceMap: 'false',
      lastLiveEventId: 'abc',
      tag: 'x',
      returnQuery: 'false',
    })
    const raw = await (
      await fetch(`${lake.origin}/v2025-02-19/data/query/production?${search}`, {
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      })
    ).json()
    expect(Object.keys(raw).sort()).toEqual(['ms', 'result', 'syncTags'])
  })
})

describe('deriveSourceMap', () => {
  it('prefers the enclosing document, then the best-matching path, and leaves ties between documents unmapped', () => {
    const docs: Doc[] = [
      { _id: 'a', _type: 'trip', name: 'Kenya', country: 'Kenya', tiles: [{ _key: 't1', label: 'Safari' }] },
      { _id: 'b', _type: 'trip', name: 'Kenya', country: 'Kenya' },
      { _id: 'c', _type: 'layout', tiles: [{ _key: 't1', label: 'Safari' }], heading: 'Welcome' },
    ]
    const index = buildSourceIndex(docs)
    const map = deriveSourceMap(
      {
        trip: { _id: 'b', name: 'Kenya', country: 'Kenya' },
        loose: 'Kenya',
        heading: 'Welcome',
        tiles: [{ _key: 't1', label: 'Safari' }],
      },
      index,
    )
    const at = (path: string) => sourceOf(map as SourceMap, path)
    expect(at("$['trip']['name']")).toEqual({ id: 'b', type: 'trip', path: "$['name']" })
    expect(at("$['trip']['country']")).toEqual({ id: 'b', type: 'trip', path: "$['country']" })
    // "Kenya" outside any document: a and b match equally well, but b is in the result.
    expect(at("$['loose']")).toEqual({ id: 'b', type: 'trip', path: "$['name']" })
    expect(deriveSourceMap({ loose: 'Kenya' }, index).mappings).toEqual({})
    expect(at("$['heading']")).toEqual({ id: 'c', type: 'layout', path: "$['heading']" })
    // Both a and c hold tiles[_key=="t1"].label: a tie, unmapped.
    expect(at("$['tiles'][0]['label']")).toBeUndefined()
  })

  it('maps the same once changed documents are indexed again as when the whole view is indexed anew', () => {
    const trip = (id: string, name: string, country: string): Doc => ({
      _id: id,
      _type: 'trip',
      name,
      country,
      tiles: [{ _key: 't1', label: `${name} tile` }],
    })
    const before = [trip('a', 'Kenya', 'Kenya'), trip('b', 'Tanzania', 'Kenya'), trip('c', 'Uganda', 'Uganda')]
    const incremental = buildSourceIndex(before)
    // a renamed, b gone, d new (with a value c holds too).
    const after = [trip('a', 'Rwanda', 'Kenya'), before[2]!, trip('d', 'Malawi', 'Uganda')]
    setIndexedDocument(incremental, 'a', after[0]!)
    setIndexedDocument(incremental, 'b', null)
    setIndexedDocument(incremental, 'd', after[2]!)
    const anew = buildSourceIndex(after)
    const results = [
      { trips: after.map(({ _id, name, country, tiles }) => ({ _id, name, country, tiles })) },
      { loose: ['Kenya', 'Tanzania', 'Uganda', 'Rwanda tile', 'Malawi'] },
    ]
    for (const result of results) expect(deriveSourceMap(result, incremental)).toEqual(deriveSourceMap(result, anew))
    expect(sourceOf(deriveSourceMap({ loose: 'Kenya' }, incremental), "$['loose']")).toMatchObject({ id: 'a' })
    expect(deriveSourceMap({ loose: 'Tanzania' }, incremental).mappings).toEqual({})
  })

  it('maps a translated field to the language its text came from (decision 042)', () => {
    const locale = (en: string, ar?: string) => ({ _type: 'localeString', en, ...(ar ? { ar } : {}) })
    const docs: Doc[] = [
      {
        _id: 'p',
        _type: 'itineraryPackage',
        name: locale('Kenya', 'كينيا'),
        destination: locale('Kenya'),
        days: [{ _key: 'd1', title: locale('Day 1', 'اليوم الأول'), timelineItems: { en: ['Arrive', 'Rest'] } }],
      },
    ]
    const index = buildSourceIndex(docs)
    // As `coalesce(select($lang == "ar" => field.ar), field.en)` leaves it in the Arabic edition.
    const result = {
      _id: 'p',
      name: 'كينيا',
      destination: 'Kenya',
      days: [{ _key: 'd1', title: 'اليوم الأول', timelineItems: ['Arrive', 'Rest'] }],
    }
    const at = (path: string) => sourceOf(deriveSourceMap(result, index) as SourceMap, path)?.path
    expect(at("$['name']")).toBe("$['name']['ar']")
    // The English fallback is the English field: "Kenya" is also the name's English, but the path tells them apart.
    expect(at("$['destination']")).toBe("$['destination']['en']")
    expect(at("$['days'][0]['title']")).toBe("$['days'][?(@._key=='d1')]['title']['ar']")
    expect(at("$['days'][0]['timelineItems'][1]")).toBe("$['days'][?(@._key=='d1')]['timelineItems']['en'][1]")
    // The English edition's text maps to the English.
    const english = { _id: 'p', name: 'Kenya' }
    expect(sourceOf(deriveSourceMap(english, index) as SourceMap, "$['name']")?.path).toBe("$['name']['en']")
  })

  it('maps the home page query of a 2,000-document dataset, each leaf to its own document', () => {
    // How long it takes is `npm run bench:source-map`'s to print, not a test's to bound.
    const docs = syntheticCatalogue(2000)
    const map = deriveSourceMap(homePageResult(docs), buildSourceIndex(docs))
    expect(sourceOf(map as SourceMap, "$['items'][7]['days'][2]['title']")).toEqual({
      id: 'item-7',
      type: 'catalogueItem',
      path: "$['days'][?(@._key=='d2')]['title']",
    })
    // A value every trip shares maps to the trip it was read from, not to the first that holds it.
    expect(sourceOf(map as SourceMap, "$['items'][150]['days'][9]['timelineItems'][0]")).toEqual({
      id: 'item-150',
      type: 'catalogueItem',
      path: "$['days'][?(@._key=='d9')]['timelineItems'][0]",
    })
  })

  it('maps the real home page query', async () => {
    const response = await lake.client.fetch(
      HOME_PAGE_QUERY,
      { today: '2026-11-24', lang: 'en', soldOut: [] },
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector', perspective: 'published' },
    )
    const map = response.resultSourceMap as SourceMap
    const tile = response.result.layout!.categoryTiles![0]!
    expect(sourceOf(map, "$['layout']['categoryTiles'][0]['category']")).toEqual({
      id: 'homeLayout',
      type: 'homeLayout',
      path: `$['categoryTiles'][?(@._key=='${tile._key}')]['category']`,
    })
  })
})

describe('resultSourceMap after writes', () => {
  it('follows each commit: an edited draft’s title maps to the draft, a discarded one’s to the published', async () => {
    const fresh = await startApi()
    try {
      const titleSource = async () => {
        const response = await fresh.client.fetch(
          ITINERARY_QUERY,
          { slug: 'gold-package', lang: 'en' },
          { filterResponse: false, resultSourceMap: 'withKeyArraySelector', perspective: 'drafts' },
        )
        return {
          title: response.result.package?.days?.[0]?.title,
          source: sourceOf(response.resultSourceMap, "$['package']['days'][0]['title']")?.id,
        }
      }
      expect(await titleSource()).toEqual({ title: draft, source: 'drafts.package-gold-package' })
      await fresh.client
        .patch('drafts.package-gold-package')
        .set({ 'days[0].title.en': 'Day 1: A sundowner first' })
        .commit()
      // A visitor's review draft between two reads changes nothing of the package's mapping.
      await fresh.client.create({ _id: 'drafts.review-between', _type: 'review', title: 'Day 1: A sundowner first' })
      expect(await titleSource()).toEqual({ title: 'Day 1: A sundowner first', source: 'drafts.package-gold-package' })
      await fresh.client.delete('drafts.package-gold-package')
      expect(await titleSource()).toEqual({ title: published, source: 'package-gold-package' })
    } finally {
      await fresh.dispose()
    }
  })
})
