/**
 * The visitor's state shared by every page: the signed-in user, the search term, the basket and the currency
 * prices are shown in, and the one reducer that changes it (the actions are listed in
 * docs/product-rules.md#visitor-state). Pure: the React provider that holds it lives in app/state/site-state.tsx.
 */

import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import type { Currency } from './currency'
import { withoutPlaceholder } from './placeholders'

export type SiteUser = { uid: string; email: string | null; displayName: string | null }

export type BasketLine = {
  id: string
  title: string
  image: unknown
  price: number | null
  rating: number | null
}

/** A basket line from anything the site sells: a catalogue card, a package's offer, the hotel. */
export function basketLine(item: {
  _id: string
  name: string
  image?: unknown
  price?: number | null
  rating?: number | null
}): BasketLine {
  // The basket keeps the picture without its blurred placeholder: the cart shows it small, and storage stays lean.
  // What is added from a preview page keeps none of the Studio's edit marks: the basket outlives the preview.
  item = withoutEditMarks(item)
  return {
    id: item._id,
    title: item.name,
    image: withoutPlaceholder(item.image ?? null),
    price: item.price ?? null,
    rating: item.rating ?? null,
  }
}

/** `currency` is for display only: the basket, the cart and every enquiry stay in USD, the price of record. */
export type SiteState = {
  user: SiteUser | null
  term: string | null
  basket: BasketLine[]
  gift: boolean
  currency: Currency
}

export type SiteAction =
  | { type: 'ADD_TO_BASKET'; item: BasketLine }
  | { type: 'REMOVE_TO_BASKET'; id: string }
  | { type: 'SET_USER'; user: SiteUser | null }
  /**
   * Kept because the product's reducer has it (docs/product-rules.md#search): the header records the term searched for.
   */
  | { type: 'SET_SEARCH_TERM'; term: string | null }
  | { type: 'SET_GIFT'; gift: boolean }
  /** Another tab changed the stored basket, or this tab just read it: take it as it is. */
  | { type: 'RESTORE_BASKET'; basket: BasketLine[]; gift: boolean }
  /** The visitor chose a currency, or this tab read (or another tab changed) the stored choice. */
  | { type: 'SET_CURRENCY'; currency: Currency }

export const initialSiteState: SiteState = { user: null, term: null, basket: [], gift: false, currency: 'USD' }

/** The sum of the numeric prices; lines without a price (on request) add nothing. */
export function basketTotal(basket: BasketLine[]): number {
  return basket.reduce((sum, line) => sum + (typeof line.price === 'number' ? line.price : 0), 0)
}

/**
 * Each line with a key for a list: its item's id and which copy of the item it is, since the basket may hold an
 * item twice. Unlike a position, a line's key stays when another line is removed.
 */
export function keyedBasketLines(basket: readonly BasketLine[]): Array<{ key: string; line: BasketLine }> {
  const copies = new Map<string, number>()
  return basket.map((line) => {
    const copy = (copies.get(line.id) ?? 0) + 1
    copies.set(line.id, copy)
    return { key: `${line.id}#${copy}`, line }
  })
}

export function siteReducer(state: SiteState, action: SiteAction): SiteState {
  switch (action.type) {
    case 'ADD_TO_BASKET':
      return { ...state, basket: [...state.basket, action.item] }
    case 'REMOVE_TO_BASKET': {
      const index = state.basket.findIndex((line) => line.id === action.id)
      if (index === -1) {
        console.warn(`Can't remove product (id: ${action.id}) as it's not in the basket!`)
        return state
      }
      return { ...state, basket: [...state.basket.slice(0, index), ...state.basket.slice(index + 1)] }
    }
    case 'SET_USER':
      return { ...state, user: action.user }
    case 'SET_SEARCH_TERM':
      return { ...state, term: action.term }
    case 'SET_GIFT':
      return { ...state, gift: action.gift }
    case 'RESTORE_BASKET':
      return { ...state, basket: action.basket, gift: action.gift }
    case 'SET_CURRENCY':
      return { ...state, currency: action.currency }
  }
}
