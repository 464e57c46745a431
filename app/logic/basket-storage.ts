import type { BasketLine } from './visitor-state'

/** The basket and gift flag as kept in localStorage, so they survive a reload and follow across tabs. */
export const BASKET_STORAGE_KEY = 'savanna-links:basket:v1'

export type StoredBasket = { basket: BasketLine[]; gift: boolean }

const isLine = (value: unknown): value is BasketLine => {
  if (!value || typeof value !== 'object') return false
  const line = value as Record<string, unknown>
  return (
    typeof line.id === 'string' &&
    line.id.length > 0 &&
    typeof line.title === 'string' &&
    (line.price === null || (typeof line.price === 'number' && Number.isFinite(line.price) && line.price >= 0)) &&
    (line.rating === null || typeof line.rating === 'number')
  )
}

/**
 * Reads what another tab, an older release or a curious visitor left in storage. Anything that is not a
 * well-formed basket is ignored (an empty basket), never an error.
 */
export function parseStoredBasket(raw: string | null): StoredBasket {
  const empty = { basket: [], gift: false }
  if (!raw) return empty
  try {
    const value = JSON.parse(raw) as unknown
    if (!value || typeof value !== 'object') return empty
    const { basket, gift } = value as Record<string, unknown>
    if (!Array.isArray(basket)) return empty
    return { basket: basket.filter(isLine).slice(0, 100), gift: gift === true }
  } catch {
    return empty
  }
}

export function serialiseBasket(stored: StoredBasket): string {
  return JSON.stringify({ basket: stored.basket, gift: stored.gift })
}
