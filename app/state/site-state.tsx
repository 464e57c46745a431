import {
  createContext,
  type Dispatch,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react'
import { BASKET_STORAGE_KEY, parseStoredBasket, serialiseBasket } from '~/logic/basket-storage'
import { CURRENCY_STORAGE_KEY, readCurrency } from '~/logic/currency'
import { initialSiteState, type SiteAction, type SiteState, siteReducer } from '~/logic/visitor-state'

/**
 * The visitor's state for the whole page tree, kept in localStorage so the basket and the chosen currency
 * survive reloads and follow other tabs.
 */
type SiteStateContextValue = {
  state: SiteState
  dispatch: Dispatch<SiteAction>
  /** False until the browser has read the stored basket: the server cannot know it. */
  basketReady: boolean
  /** False until the browser has read the stored currency: until then every price is in USD, as the server sent it. */
  currencyReady: boolean
}

const SiteStateContext = createContext<SiteStateContextValue | null>(null)

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Storage may be full or disabled: the choice still holds for this visit.
  }
}

/** Reads `key` now and again whenever another tab changes it (or clears storage). */
function useStoredValue(key: string, restore: (raw: string | null) => void): boolean {
  const [ready, setReady] = useState(false)
  // `restore` is a new function each render that only dispatches, so the subscription made with the first one
  // stays right; with it in the dependencies, every render would read storage and subscribe again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per key on purpose (above)
  useEffect(() => {
    restore(readStorage(key))
    setReady(true)
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) restore(readStorage(key))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [key])
  return ready
}

export function SiteStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(siteReducer, initialSiteState)
  const basketReady = useStoredValue(BASKET_STORAGE_KEY, (raw) =>
    dispatch({ type: 'RESTORE_BASKET', ...parseStoredBasket(raw) }),
  )
  const currencyReady = useStoredValue(CURRENCY_STORAGE_KEY, (raw) =>
    dispatch({ type: 'SET_CURRENCY', currency: readCurrency(raw) }),
  )
  useEffect(() => {
    if (basketReady) writeStorage(BASKET_STORAGE_KEY, serialiseBasket({ basket: state.basket, gift: state.gift }))
  }, [basketReady, state.basket, state.gift])
  useEffect(() => {
    if (currencyReady) writeStorage(CURRENCY_STORAGE_KEY, state.currency)
  }, [currencyReady, state.currency])

  const value = useMemo(() => ({ state, dispatch, basketReady, currencyReady }), [state, basketReady, currencyReady])
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>
}

/**
 * For a part of the page that hydrates later than the rest (hydrates-later.client.ts) and reads no site state: the
 * basket and currency the browser restores just after hydrating would otherwise reach it while React still keeps
 * the server's copy, and React then throws that copy away and draws the part again from nothing (React error 421).
 * Inside, useSiteState() throws.
 */
export function WithoutSiteState({ children }: { children: ReactNode }) {
  return <SiteStateContext.Provider value={null}>{children}</SiteStateContext.Provider>
}

export function useSiteState() {
  const context = useContext(SiteStateContext)
  if (!context) throw new Error('useSiteState must be used inside SiteStateProvider')
  return context
}
