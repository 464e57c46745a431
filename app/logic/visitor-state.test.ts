import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseStoredBasket, serialiseBasket } from './basket-storage'
import {
  type BasketLine,
  basketLine,
  basketTotal,
  initialSiteState,
  keyedBasketLines,
  siteReducer,
} from './visitor-state'

const line = (id: string, price: number | null = 100): BasketLine => ({ id, title: id, image: null, price, rating: 5 })

describe('the site reducer', () => {
  afterEach(() => vi.restoreAllMocks())

  it('ADD_TO_BASKET appends a line, duplicates included', () => {
    let state = siteReducer(initialSiteState, { type: 'ADD_TO_BASKET', item: line('a') })
    state = siteReducer(state, { type: 'ADD_TO_BASKET', item: line('a') })
    expect(state.basket.map((l) => l.id)).toEqual(['a', 'a'])
  })

  it('REMOVE_TO_BASKET removes only the first line with that id', () => {
    const start = { ...initialSiteState, basket: [line('a'), line('b'), line('a')] }
    expect(siteReducer(start, { type: 'REMOVE_TO_BASKET', id: 'a' }).basket.map((l) => l.id)).toEqual(['b', 'a'])
  })

  it('REMOVE_TO_BASKET leaves the basket unchanged, with a warning, when no line matches', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const start = { ...initialSiteState, basket: [line('a')] }
    const next = siteReducer(start, { type: 'REMOVE_TO_BASKET', id: 'zzz' })
    expect(next).toBe(start)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('zzz'))
  })

  it('SET_USER and SET_SEARCH_TERM replace their values', () => {
    const user = { uid: 'u1', email: 'a@b.co', displayName: null }
    expect(siteReducer(initialSiteState, { type: 'SET_USER', user }).user).toEqual(user)
    expect(siteReducer({ ...initialSiteState, user }, { type: 'SET_USER', user: null }).user).toBeNull()
    expect(siteReducer(initialSiteState, { type: 'SET_SEARCH_TERM', term: 'golf' }).term).toBe('golf')
  })

  it('keeps the gift flag and restores a stored basket', () => {
    expect(siteReducer(initialSiteState, { type: 'SET_GIFT', gift: true }).gift).toBe(true)
    const restored = siteReducer(initialSiteState, { type: 'RESTORE_BASKET', basket: [line('x')], gift: true })
    expect(restored).toMatchObject({ basket: [line('x')], gift: true })
  })

  it('totals the numeric prices; a line on request adds nothing', () => {
    expect(basketTotal([line('a', 1500), line('b', 800), line('c', null)])).toBe(2300)
    expect(basketTotal([])).toBe(0)
  })

  it('keys each line by its item and its copy, so the other lines keep their keys when one is removed', () => {
    const keys = (basket: BasketLine[]) => keyedBasketLines(basket).map(({ key }) => key)
    const start = { ...initialSiteState, basket: [line('a'), line('b'), line('a'), line('c')] }
    expect(keys(start.basket)).toEqual(['a#1', 'b#1', 'a#2', 'c#1'])
    expect(keys(siteReducer(start, { type: 'REMOVE_TO_BASKET', id: 'b' }).basket)).toEqual(['a#1', 'a#2', 'c#1'])
  })

  it('builds a line from anything the site sells', () => {
    expect(basketLine({ _id: 'item-gold', name: 'Gold', price: 1500, rating: 5 })).toEqual({
      id: 'item-gold',
      title: 'Gold',
      image: null,
      price: 1500,
      rating: 5,
    })
  })
})

describe('the stored basket', () => {
  it('round-trips', () => {
    const stored = { basket: [line('a', 1500), line('b', null)], gift: true }
    expect(parseStoredBasket(serialiseBasket(stored))).toEqual(stored)
  })

  it('ignores corrupt or foreign values instead of failing', () => {
    for (const raw of [null, '', '{', 'null', '42', '"text"', '[]', '{"basket":"no"}', '{"basket":[{"id":3}]}']) {
      expect(parseStoredBasket(raw)).toEqual({ basket: [], gift: false })
    }
  })

  it('keeps the good lines of a partly damaged basket', () => {
    const raw = JSON.stringify({
      basket: [line('ok'), { id: 'bad', title: 'x', price: -5, rating: 5 }, { nope: true }],
      gift: 'yes',
    })
    expect(parseStoredBasket(raw)).toEqual({ basket: [line('ok')], gift: false })
  })
})
