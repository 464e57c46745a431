import type { SeedDocument } from './helpers'

// The rates the site converts USD prices with for display (docs/decisions/036-currency.md): units of each
// currency per US dollar, as of a late-2026 day. The dirham is pegged at 3.6725; the others are plausible
// sample values that staff replace in the studio.
export const documents: SeedDocument[] = [
  {
    _id: 'currencyRates',
    _type: 'currencyRates',
    asOf: '2026-11-20',
    kes: 129.2,
    aed: 3.6725,
    eur: 0.93,
    gbp: 0.79,
  },
]
