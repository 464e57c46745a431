import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react'

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

export type SiteState = { user: SiteUser | null; term: string | null; basket: BasketLine[] }

export type SiteAction =
  | { type: 'ADD_TO_BASKET'; item: BasketLine }
  | { type: 'REMOVE_TO_BASKET'; id: string }
  | { type: 'SET_USER'; user: SiteUser | null }
  | { type: 'SET_SEARCH_TERM'; term: string | null }

export const initialSiteState: SiteState = { user: null, term: null, basket: [] }

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
  }
}

const SiteStateContext = createContext<{ state: SiteState; dispatch: Dispatch<SiteAction> } | null>(null)

export function SiteStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(siteReducer, initialSiteState)
  const value = useMemo(() => ({ state, dispatch }), [state])
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>
}

export function useSiteState() {
  const context = useContext(SiteStateContext)
  if (!context) throw new Error('useSiteState must be used inside SiteStateProvider')
  return context
}
