import { createContext, useContext, useEffect, useMemo, useReducer, useState, type Dispatch, type ReactNode } from 'react'
import { BASKET_STORAGE_KEY, parseStoredBasket, serialiseBasket } from '~/logic/basket-storage'
import { initialSiteState, siteReducer, type SiteAction, type SiteState } from '~/logic/visitor-state'

/** The visitor's state for the whole page tree, kept in localStorage so the basket survives reloads and tabs. */
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
