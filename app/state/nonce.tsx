import { createContext, useContext } from 'react'

/** The per-request CSP nonce, handed from entry.server to every inline script. */
export const NonceContext = createContext<string>('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
