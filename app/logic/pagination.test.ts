import { describe, expect, it } from 'vitest'
import { pageBounds, pageCount, pageHref, parsePageParam } from './pagination'

describe('parsePageParam', () => {
  it('starts at page 1', () => {
    expect(parsePageParam(null)).toEqual({ kind: 'page', page: 1 })
    expect(parsePageParam('')).toEqual({ kind: 'page', page: 1 })
  })
  it('reads a whole number', () => {
    expect(parsePageParam('2')).toEqual({ kind: 'page', page: 2 })
    expect(parsePageParam(' 3 ')).toEqual({ kind: 'page', page: 3 })
  })
  it('calls anything else invalid instead of throwing', () => {
    for (const raw of ['0', '-1', 'abc', '1.5', '1e3', '9999999999', '2; DROP']) {
      expect(parsePageParam(raw).kind).toBe('invalid')
    }
  })
})

describe('page maths', () => {
  it('counts pages of ten, at least one', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(10)).toBe(1)
    expect(pageCount(11)).toBe(2)
    expect(pageCount(28)).toBe(3)
  })
  it('gives slice bounds per page', () => {
    expect(pageBounds(1)).toEqual({ start: 0, end: 10 })
    expect(pageBounds(3)).toEqual({ start: 20, end: 30 })
  })
})

describe('pageHref', () => {
  it('keeps the filters on every page and names the page from 2 on', () => {
    expect(pageHref('/hotels', '', 1)).toBe('/hotels')
    expect(pageHref('/hotels', '', 2)).toBe('/hotels?page=2')
    expect(pageHref('/itineraries', 'country=kenya&sort=price', 1)).toBe('/itineraries?country=kenya&sort=price')
    expect(pageHref('/itineraries', 'country=kenya&sort=price', 3)).toBe('/itineraries?country=kenya&sort=price&page=3')
  })
})
