// Every language of the list is a whole edition with nothing but its entry and its catalogue (decision 055): its
// routes, its pages over the seed, its hreflang and sitemap entries, its queries' arms and the Studio's fields follow.
// Written over LANGUAGES rather than a named language, so that the third-language check (scripts/third-language.ts)
// runs it again in a scratch copy with one more entry and a catalogue copied from English, and nothing else edited.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_LANG, LANG_IDS, languageById, OTHER_LANG_IDS } from '#shared/languages'
import { queryForEditions } from '~/content/edition-queries'
import { ABOUT_PAGE_QUERY, SEARCH_INDEX_QUERY } from '~/content/queries'
import { registerAllCatalogues } from '~/i18n/all-catalogues.server'
import { catalogueFor, hasCatalogue } from '~/i18n/catalogue'
import { editionRoutes, pageRouteFiles } from '~/i18n/edition-routes'
import { localePath } from '~/i18n/paths'
import { editionLinks } from '~/logic/page-meta'
import { sitemapXml } from '~/logic/sitemap'
import About, { loader as aboutLoader, meta as aboutMeta } from '~/routes/about'
import { localeTypes } from '../../studio/schemaTypes/locale'
import { testOnSeedDay } from '../support/loader-test'
import { renderPage } from '../support/render-page'

vi.mock('~/content/content.server', () => import('../support/seed-content'))
testOnSeedDay()

const origin = 'https://savanna.example'
const loadAbout = (path: string) =>
  aboutLoader({ request: new Request(origin + path), params: {}, context: {} } as unknown as LoaderFunctionArgs)

describe.each(LANG_IDS)('the edition %s', (lang) => {
  const about = localePath('/about', lang)

  it('has its catalogue registered', () => {
    registerAllCatalogues()
    expect(hasCatalogue(lang)).toBe(true)
  })

  it('answers its pages over the seed, in its own words', async () => {
    const data = await loadAbout(about)
    expect(data.page.title).toBeTruthy()
    const html = await renderPage(createElement(About), { url: about, loader: () => data })
    expect(html).toContain(data.page.title)
    const tags = aboutMeta({ data: undefined, matches: [{ id: 'root', data: { lang } }] } as never)
    expect(tags).toContainEqual({ title: expect.stringContaining(catalogueFor(lang).company.aboutTitle) })
  })

  it('is named by every page’s hreflang and og:locale, and listed in the sitemap', () => {
    const links = editionLinks({ origin, lang: DEFAULT_LANG, pathname: '/about' })
    expect(links).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: origin + about })
    const ogLocale = languageById(lang).ogLocale
    expect(editionLinks({ origin, lang, pathname: about })).toContainEqual({ property: 'og:locale', content: ogLocale })
    const sitemap = sitemapXml(origin, [{ path: '/about' }])
    expect(sitemap).toContain(`<loc>${origin}${about}</loc>`)
    expect(sitemap).toContain(`hreflang="${lang}" href="${origin}${about}"`)
  })

  it('has a field in each of the Studio’s translated types', () => {
    for (const type of localeTypes) expect(type.fields.map((field) => field.name)).toContain(lang)
  })
})

describe.each(OTHER_LANG_IDS)('the edition %s, beside the default one,', (lang) => {
  it('has every page route under its prefix', () => {
    const ids = editionRoutes()
      .filter((route) => route.id.startsWith(`${lang}/`))
      .map((route) => route.file)
    expect(ids.sort()).toEqual(pageRouteFiles().map((file) => `routes/${file}`))
    expect(editionRoutes().find((route) => route.id === `${lang}/about`)?.path).toBe(`${lang}/about`)
  })

  it('has an arm in every translated field of the queries', () => {
    expect(queryForEditions(SEARCH_INDEX_QUERY)).toContain(`$lang == "${lang}" => name.${lang}`)
    expect(queryForEditions(SEARCH_INDEX_QUERY)).toContain(`description.${lang}`)
    expect(queryForEditions(ABOUT_PAGE_QUERY)).toContain(`$lang == "${lang}" => nameForms.${lang}`)
  })
})

it('lists the other editions after the default one', () => {
  expect(LANG_IDS).toEqual([DEFAULT_LANG, ...OTHER_LANG_IDS])
})
