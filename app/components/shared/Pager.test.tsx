// The numbered pages under a listing or search, as plain links that keep the page's filters.
import { describe, expect, it } from 'vitest'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { Pager } from './Pager'

const pager = (page: number, pages: number, search = '') =>
  renderPage(<Pager page={page} pages={pages} basePath="/golf-courses" search={search} />, {
    url: `/golf-courses?${search}`,
  })
const status = (html: string) => elements(html, 'span').find((span) => span.attributes.class === 'pager__status')?.text
const current = (html: string) =>
  elements(html, 'span')
    .filter((span) => span.attributes['aria-current'] === 'page')
    .map((span) => span.text)

describe('the pager', () => {
  it('says "Page 1 of 1" and links nowhere when everything fits on one page', async () => {
    const html = await pager(1, 1)
    expect(status(html)).toBe('Page 1 of 1')
    expect(links(html)).toEqual([])
  })

  it('links every other page, page 1 without a page number, and marks the current one', async () => {
    const html = await pager(2, 3)
    expect(links(html)).toEqual([
      'Previous → /golf-courses',
      '1 → /golf-courses',
      '3 → /golf-courses?page=3',
      'Next → /golf-courses?page=3',
    ])
    expect(current(html)).toEqual(['2'])
    expect(status(html)).toBe('Page 2 of 3')
    expect(elements(html, 'a').find((a) => a.text === 'Next')?.attributes.rel).toBe('next')
    expect(elements(html, 'a').find((a) => a.text === '3')?.attributes['aria-label']).toBe('Page 3')
  })

  it('has no Previous on the first page and no Next on the last', async () => {
    expect(links(await pager(1, 3))).toEqual([
      '2 → /golf-courses?page=2',
      '3 → /golf-courses?page=3',
      'Next → /golf-courses?page=2',
    ])
    expect(links(await pager(3, 3))).toEqual([
      'Previous → /golf-courses?page=2',
      '1 → /golf-courses',
      '2 → /golf-courses?page=2',
    ])
  })

  it('keeps the filters in every link, before the page number', async () => {
    const html = await pager(1, 2, 'country=kenya&sort=price')
    expect(links(html)).toEqual([
      '2 → /golf-courses?country=kenya&sort=price&page=2',
      'Next → /golf-courses?country=kenya&sort=price&page=2',
    ])
    expect(links(await pager(2, 2, 'country=kenya'))).toContain('Previous → /golf-courses?country=kenya')
  })

  it('leads back to the last page from a page past it', async () => {
    const html = await pager(5, 3)
    expect(status(html)).toBe('Page 3 of 3')
    expect(links(html)).toEqual([
      'Previous → /golf-courses?page=3',
      '1 → /golf-courses',
      '2 → /golf-courses?page=2',
      '3 → /golf-courses?page=3',
    ])
    expect(current(html)).toEqual([])
  })
})

describe('the pager on an Arabic page', () => {
  it('speaks Arabic with Western digits and keeps its links in the Arabic edition', async () => {
    const html = await renderPage(<Pager page={2} pages={3} basePath="/golf-courses" />, { url: '/ar/golf-courses' })
    expect(links(html)).toEqual([
      'السابق → /ar/golf-courses',
      '1 → /ar/golf-courses',
      '3 → /ar/golf-courses?page=3',
      'التالي → /ar/golf-courses?page=3',
    ])
    expect(status(html)).toBe('الصفحة 2 من 3')
    expect(elements(html, 'nav')[0]?.attributes['aria-label']).toBe('الصفحات')
  })
})
