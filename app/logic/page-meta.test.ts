// The tags that tie a page's editions together: canonical URL, hreflang alternates and og:locale.
import { describe, expect, it } from 'vitest'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { canonicalPath, editionLinks, notFoundMessage, notFoundMeta } from './page-meta'

const origin = 'https://savannalinks.example'

describe('canonicalPath', () => {
  it('is the page’s own path in its edition, without the query string', () => {
    expect(canonicalPath('/about', 'en')).toBe('/about')
    expect(canonicalPath('/ar/about', 'ar', '?utm_source=x')).toBe('/ar/about')
    expect(canonicalPath('/ar', 'ar')).toBe('/ar')
    expect(canonicalPath('/itinerary/gold-package', 'en', '?day=3')).toBe('/itinerary/gold-package')
  })
  it('keeps a page number above 1 when it is the only parameter', () => {
    expect(canonicalPath('/hotels', 'en', '?page=2')).toBe('/hotels?page=2')
    expect(canonicalPath('/ar/hotels', 'ar', '?page=2')).toBe('/ar/hotels?page=2')
    expect(canonicalPath('/hotels', 'en', '?page=1')).toBe('/hotels')
    expect(canonicalPath('/hotels', 'en', '?page=2&sort=price')).toBe('/hotels')
    expect(canonicalPath('/hotels', 'en', '?page=abc')).toBe('/hotels')
  })
  it('takes the path a loader settled on, in the page’s edition', () => {
    expect(canonicalPath('/category/golf-courses', 'en', '', `${origin}/golf-courses`)).toBe('/golf-courses')
    expect(canonicalPath('/ar/GOLF-COURSES', 'ar', '?page=3', `${origin}/golf-courses`)).toBe('/ar/golf-courses?page=3')
  })
})

describe('editionLinks', () => {
  it('names the canonical URL (as og:url too), every edition, x-default as English, and the locales', () => {
    expect(editionLinks({ origin, lang: 'ar', pathname: '/ar/itinerary/gold-package', search: '?day=2' })).toEqual([
      { tagName: 'link', rel: 'canonical', href: `${origin}/ar/itinerary/gold-package` },
      { property: 'og:url', content: `${origin}/ar/itinerary/gold-package` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${origin}/itinerary/gold-package` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: `${origin}/ar/itinerary/gold-package` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}/itinerary/gold-package` },
      { property: 'og:locale', content: 'ar_AE' },
      { property: 'og:locale:alternate', content: 'en_GB' },
    ])
  })
  it('links the home pages, and keeps a listing’s page number in every edition', () => {
    const home = editionLinks({ origin, lang: 'en', pathname: '/' })
    expect(home.flatMap((tag) => ('href' in tag ? [tag.href] : []))).toEqual([
      `${origin}/`,
      `${origin}/`,
      `${origin}/ar`,
      `${origin}/`,
    ])
    expect(home.at(-2)).toEqual({ property: 'og:locale', content: 'en_GB' })
    const hotels = editionLinks({ origin, lang: 'en', pathname: '/hotels', search: '?page=2' })
    expect(hotels.map((tag) => ('href' in tag ? tag.href : null)).filter(Boolean)).toEqual([
      `${origin}/hotels?page=2`,
      `${origin}/hotels?page=2`,
      `${origin}/ar/hotels?page=2`,
      `${origin}/hotels?page=2`,
    ])
  })
})

describe('the not-found page’s tags', () => {
  it('are in the page’s language, never indexed', () => {
    expect(notFoundMeta(en)[0]).toEqual({ title: 'Page Not Found | Savanna Links Golf & Safari' })
    const arabic = notFoundMeta(ar)
    expect(arabic[0]).toEqual({ title: 'الصفحة غير موجودة | Savanna Links Golf & Safari' })
    expect(arabic).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(notFoundMessage('ar')).toBe(
      'لم نتمكن من العثور على هذه الصفحة. ربما نُقلت، أو أن الرابط مكتوب بشكل غير صحيح.',
    )
  })
})
