import { createContext, useContext, useEffect, useMemo, useReducer, useState, type Dispatch, type ReactNode } from 'react'
import { BASKET_STORAGE_KEY, parseStoredBasket, serialiseBasket } from './basket-storage'

/**
 * The visitor's state shared by every page (spec §3): the signed-in user, the search term and the basket.
 * The cart, persistence and sign-in plug in here.
 */

export type SiteUser = { uid: string; email: string | null; displayName: string | null }

export type BasketLine = {
  id: string
  title: string
  image: unknown
  price: number | null
  rating: number | null
}

/** A basket line from anything the site sells: a catalogue card, a package's offer, the hotel. */
export function basketLine(item: { _id: string; name: string; image?: unknown; price?: number | null; rating?: number | null }): BasketLine {
  return { id: item._id, title: item.name, image: item.image ?? null, price: item.price ?? null, rating: item.rating ?? null }
}

export type SiteState = { user: SiteUser | null; term: string | null; basket: BasketLine[]; gift: boolean }

export type SiteAction =
  | { type: 'ADD_TO_BASKET'; item: BasketLine }
  | { type: 'REMOVE_TO_BASKET'; id: string }
  | { type: 'SET_USER'; user: SiteUser | null }
  | { type: 'SET_SEARCH_TERM'; term: string | null }
  | { type: 'SET_GIFT'; gift: boolean }
  /** Another tab changed the stored basket, or this tab just read it: take it as it is. */
  | { type: 'RESTORE_BASKET'; basket: BasketLine[]; gift: boolean }

export const initialSiteState: SiteState = { user: null, term: null, basket: [], gift: false }

/** The sum of the numeric prices; lines without a price (on request) add nothing. */
export function basketTotal(basket: BasketLine[]): number {
  return basket.reduce((sum, line) => sum + (typeof line.price === 'number' ? line.price : 0), 0)
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
  }
}

type SiteStateContextValue = {
  state: SiteState
  dispatch: Dispatch<SiteAction>
  /** False until the browser has read the stored basket: the server cannot know it. */
  basketReady: boolean
}

const SiteStateContext = createContext<SiteStateContextValue | null>(null)

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(BASKET_STORAGE_KEY)
  } catch {
    return null
  }
}

function writeStorage(value: string) {
  try {
    window.localStorage.setItem(BASKET_STORAGE_KEY, value)
  } catch {
    // Storage may be full or disabled: the basket still works for this visit.
  }
}

export function SiteStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(siteReducer, initialSiteState)
  const [basketReady, setBasketReady] = useState(false)

  // The basket survives a reload and follows changes made in other tabs.
  useEffect(() => {
    const restore = () => dispatch({ type: 'RESTORE_BASKET', ...parseStoredBasket(readStorage()) })
    restore()
    setBasketReady(true)
    const onStorage = (event: StorageEvent) => {
      if (event.key === BASKET_STORAGE_KEY || event.key === null) restore()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  useEffect(() => {
    if (basketReady) writeStorage(serialiseBasket({ basket: state.basket, gift: state.gift }))
  }, [basketReady, state.basket, state.gift])

  const value = useMemo(() => ({ state, dispatch, basketReady }), [state, basketReady])
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>
}

export function useSiteState() {
  const context = useContext(SiteStateContext)
  if (!context) throw new Error('useSiteState must be used inside SiteStateProvider')
  return context
}
