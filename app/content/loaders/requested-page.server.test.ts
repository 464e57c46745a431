// `?page=N` as every paged loader reads it: a page number, or a 404 that says what was wrong and where to go.
import { describe, expect, it } from 'vitest'
import { notFoundFrom } from '../../../tests/support/loader-test'
import { requestedPage } from './requested-page.server'

const backToFirst = { href: '/golf-courses?country=kenya', label: 'Go to page 1 of Golf Courses' }
const pageOf = (query: string, lang: 'en' | 'ar' = 'en') => requestedPage(new URLSearchParams(query), backToFirst, lang)
const refusalOf = (query: string, lang: 'en' | 'ar' = 'en') =>
  notFoundFrom(Promise.resolve().then(() => pageOf(query, lang)))

describe('the page a paged loader was asked for', () => {
  it('is page 1 when the URL names none, or leaves it blank', () => {
    expect(pageOf('')).toBe(1)
    expect(pageOf('country=kenya')).toBe(1)
    expect(pageOf('page=')).toBe(1)
    expect(pageOf('page=%20%20')).toBe(1)
  })

  it('is the whole number the URL names, spaces around it forgiven', () => {
    expect(pageOf('page=1')).toBe(1)
    expect(pageOf('page=3')).toBe(3)
    expect(pageOf('page=%207%20')).toBe(7)
    expect(pageOf('page=007')).toBe(7)
    // A large page is a number; whether it exists is for the loader, which knows how many there are.
    expect(pageOf('page=999')).toBe(999)
  })

  it('reads the first page parameter when there are several', () => {
    expect(pageOf('page=2&page=5')).toBe(2)
  })

  it('is a 404 naming what was asked for, with the link back to page 1, for anything but a page number', async () => {
    for (const [query, shown] of [
      ['page=0', '0'],
      ['page=-2', '-2'],
      ['page=2.5', '2.5'],
      ['page=1e3', '1e3'],
      ['page=second', 'second'],
      ['page=1234567', '1234567'],
      ['page=%3Cscript%3E', '<script>'],
    ] as const) {
      expect(await refusalOf(query)).toEqual({
        status: 404,
        message: `“${shown}” is not a page number.`,
        link: backToFirst,
      })
    }
  })

  it('repeats at most 40 characters of a long value', async () => {
    const { message } = await refusalOf(`page=${'x'.repeat(500)}`)
    expect(message).toBe(`“${'x'.repeat(40)}” is not a page number.`)
  })

  it('says so in Arabic on an Arabic page, what was typed kept in its own direction', async () => {
    const { message } = await refusalOf('page=second', 'ar')
    expect(message).toBe('«\u2068second\u2069» ليس رقم صفحة.')
  })
})
