// The Arabic edition's reads (decision 042): the same queries, given `$lang` by the page's path, project each
// translated field in Arabic where it has one and in English where it has none, in the shapes the English edition
// reads. The seed's own Arabic comes from the translators; here the test writes the Arabic it asserts, so the test
// holds whatever the dictionaries hold.
import { afterEach, describe, expect, it } from 'vitest'
import { buildSearchIndex, rankMatches } from '~/logic/search'
import { SEED_TODAY } from '../../tests/support/loader-test'
import { contentFor, seedContent } from '../../tests/support/seed-content'
import type { SeedFields } from '../../tests/support/seed-data'
import {
  CART_PAGE_QUERY,
  CATALOGUE_IDS_QUERY,
  CURRENCY_RATES_QUERY,
  DEPARTURE_DATES_QUERY,
  HOME_PAGE_QUERY,
  ITINERARY_QUERY,
  SEARCH_INDEX_QUERY,
  SITE_SETTINGS_QUERY,
} from './queries'

const AR_DAY_1 = 'اليوم الأول: الوصول إلى نيروبي وعشاء الترحيب'
const AR_ITEMS = ['الوصول إلى مطار جومو كينياتا الدولي', 'الانتقال إلى المسكن']
const AR_DESTINATION = 'كينيا'
const AR_LINK = 'تواصل مع وكيل الرحلات'
const AR_CARD_TITLE = 'مغامرات الغولف'
const AR_ITEM_NAME = 'الباقة الذهبية'

afterEach(() => seedContent.reset())

/** The seed with the given Arabic written in, and the Arabic taken out of what must fall back to English. */
function withArabic() {
  seedContent.change((docs) =>
    docs.map((seedDoc) => {
      const doc = seedDoc as SeedFields
      if (doc._id === 'package-gold-package') {
        doc.destination = { ...doc.destination, ar: AR_DESTINATION }
        delete doc.summary.ar
        doc.days[0].title = { ...doc.days[0].title, ar: AR_DAY_1 }
        doc.days[0].timelineItems = { ...doc.days[0].timelineItems, ar: AR_ITEMS }
        delete doc.days[1].title.ar
        delete doc.days[1].timelineItems.ar
      }
      if (doc._id === 'item-gold') doc.name = { ...doc.name, ar: AR_ITEM_NAME }
      if (doc._id === 'homeLayout') {
        doc.asideLinks[0].label = { ...doc.asideLinks[0].label, ar: AR_LINK }
        delete doc.asideLinks[1].label.ar
      }
      if (doc._id === 'story-blue') {
        doc.title = { ...doc.title, ar: AR_CARD_TITLE }
        delete doc.subtitle.ar
      }
      return seedDoc
    }),
  )
}

const read = (edition: '' | '/ar', path: string) => contentFor(new Request(`https://savanna.example${edition}${path}`))

describe('the Arabic edition of the queries', () => {
  it('reads the gold package’s itinerary in Arabic, and in English where a text has no Arabic', async () => {
    withArabic()
    const arabic = await (await read('/ar', '/itinerary/gold')).fetch(ITINERARY_QUERY, { slug: 'gold' })
    const pkg = arabic.item!.package!
    expect(pkg.destination).toBe(AR_DESTINATION)
    expect(pkg.days[0]!.title).toBe(AR_DAY_1)
    expect(pkg.days[0]!.timelineItems).toEqual(AR_ITEMS)
    expect(arabic.item!.name).toBe(AR_ITEM_NAME)
    // No Arabic: the English, as the English edition shows it.
    const english = await (await read('', '/itinerary/gold')).fetch(ITINERARY_QUERY, { slug: 'gold' })
    const enPkg = english.item!.package!
    expect(pkg.summary).toBe(enPkg.summary)
    expect(pkg.days[1]!.title).toBe(enPkg.days[1]!.title)
    expect(pkg.days[1]!.timelineItems).toEqual(enPkg.days[1]!.timelineItems)
    // The English edition is untouched by the Arabic.
    expect(enPkg.days[0]!.title).toBe('Day 1: Arrival in Nairobi & Welcome Dinner')
    expect(enPkg.destination).toBe('Kenya')
    expect(english.item!.name).toBe('Gold')
    // Same shapes in both editions: strings and lists of strings, never the language objects.
    expect(typeof pkg.days[0]!.carouselImages1![0]!.alt).toBe('string')
    expect(Object.keys(arabic.item!).sort()).toEqual(Object.keys(english.item!).sort())
  })

  it('reads the home page in Arabic, and in English where a text has no Arabic', async () => {
    withArabic()
    const params = { today: SEED_TODAY }
    const arabic = await (await read('/ar', '/')).fetch(HOME_PAGE_QUERY, params)
    const english = await (await read('', '/')).fetch(HOME_PAGE_QUERY, params)
    const links = (home: typeof arabic) => home.layout!.asideLinks!.map((link) => link.label)
    expect(links(arabic)).toEqual([AR_LINK, 'Get to know us'])
    expect(links(english)).toEqual(['Contact our Tours Agent', 'Get to know us'])
    type Section = NonNullable<NonNullable<typeof arabic.layout>['sections']>[number]
    const card = (home: typeof arabic) =>
      home.layout!.sections!.flatMap((section: Section) =>
        'card' in section && section.card ? [section.card] : [],
      )[0]!
    expect(card(arabic).title).toBe(AR_CARD_TITLE)
    expect(card(english).title).toBe('Golfing Adventures')
    expect(card(arabic).subtitle).toBe(card(english).subtitle)
    const items = (home: typeof arabic) =>
      home.layout!.sections!.flatMap((section: Section) => ('items' in section ? section.items : []))
    expect(items(arabic).find((item) => item._id === 'item-gold')!.name).toBe(AR_ITEM_NAME)
    expect(items(english).find((item) => item._id === 'item-gold')!.name).toBe('Gold')
  })

  it('gives the search index every language’s name and description, and the page’s as name', async () => {
    withArabic()
    const rows = await (await read('/ar', '/search')).fetch(SEARCH_INDEX_QUERY)
    const gold = rows.find((row) => row._id === 'item-gold')!
    expect(gold.name).toBe(AR_ITEM_NAME)
    expect(gold.alternates).toContain('Gold')
    expect(gold.alternates).toContain(AR_ITEM_NAME)
    expect(gold.alternates).toContain(gold.description)
    // A term in either language finds the item on the Arabic pages.
    const index = buildSearchIndex(rows)
    for (const term of ['gold', 'الذهبية']) expect(rankMatches(['item-gold'], index, term, true)).toEqual(['item-gold'])
  })

  it('names $lang only in the queries that read a translated field, so the others are cached once', () => {
    for (const query of [CURRENCY_RATES_QUERY, CATALOGUE_IDS_QUERY, DEPARTURE_DATES_QUERY, CART_PAGE_QUERY]) {
      expect(query).not.toContain('$lang')
    }
    for (const query of [SITE_SETTINGS_QUERY, HOME_PAGE_QUERY, ITINERARY_QUERY, SEARCH_INDEX_QUERY]) {
      expect(query).toContain('$lang')
    }
  })
})
