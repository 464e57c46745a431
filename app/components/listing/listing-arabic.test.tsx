// A category listing and the search page on the Arabic edition: the loader over the seed (real GROQ) and the page
// the server renders, with Arabic words, Arabic counts and links that stay under /ar.
import { describe, expect, it, vi } from 'vitest'
import { loadCategoryListing } from '~/content/loaders/category-listing.server'
import { loadSearch } from '~/content/loaders/search.server'
import Search from '~/routes/search'
import { testOnSeedDay } from '../../../tests/support/loader-test'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { CategoryListingPage } from './CategoryListingPage'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

const request = (url: string) => new Request(`https://savanna.example${url}`)
const status = (html: string) => elements(html, 'p').find((p) => p.attributes.role === 'status')?.text

describe('a category listing in Arabic', () => {
  it('names the category, counts the results and offers the filters in Arabic', async () => {
    const url = '/ar/golf-courses?country=kenya'
    const html = await renderPage(<CategoryListingPage />, {
      url,
      loader: () => loadCategoryListing(request(url), 'Golf Courses'),
    })
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['ملاعب الغولف'])
    expect(status(html)).toBe('6 نتائج')
    expect(elements(html, 'legend').map((legend) => legend.text)).toEqual(['الدولة (أيٌّ منها)', 'الأنشطة (جميعها)'])
    expect(elements(html, 'option').map((option) => option.text)).toEqual(['الموصى بها', 'التقييم: الأعلى أولًا'])
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/ar/golf-courses')
    expect(links(html)).toContain('مسح الكل → /ar/golf-courses')
  })

  it('names in Arabic what it could not use from the address', async () => {
    const url = '/ar/hotels?country=mars'
    const html = await renderPage(<CategoryListingPage />, {
      url,
      loader: () => loadCategoryListing(request(url), 'Hotels'),
    })
    expect(elements(html, 'li').map((li) => li.text)).toContain('country «mars» (ليست دولة نقدّم رحلات إليها)')
  })
})

describe('the search page in Arabic', () => {
  it('guides the visitor in Arabic before a term is typed', async () => {
    const url = '/ar/search'
    const html = await renderPage(<Search />, { url, loader: () => loadSearch(request(url)) })
    expect(elements(html, 'h1')[0]?.text).toBe('البحث')
    expect(status(html)).toMatch(/^اكتب اسم برنامج رحلة/)
    expect(links(html)).toContain('عرض الكل → /ar/search')
  })

  it('marks an English term as English and isolates it inside the Arabic count', async () => {
    const url = '/ar/search?q=golf'
    const html = await renderPage(<Search />, { url, loader: () => loadSearch(request(url)) })
    const heading = elements(html, 'h1')[0]
    expect(heading?.text).toBe('golf')
    expect(heading?.attributes.lang).toBe('en')
    // The 17 items that mention golf, and the 4 more that list it among their activities (decision 053).
    expect(status(html)).toMatch(/^21 نتيجة عن «\s?golf\s?»$/)
    expect(html).toContain('<bdi>golf</bdi>')
  })
})
