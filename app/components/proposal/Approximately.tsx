import { useLang, useT } from '~/i18n/react'
import { formatPrice } from '~/logic/currency'
import { useOptionalRootData } from '~/state/root-data'

/** The AED, EUR and GBP the site converts to beside a USD price of record. */
const APPROXIMATE = ['AED', 'EUR', 'GBP'] as const

/** What a USD amount comes to in the other currencies at the site's rates, marked approximate (logic/currency.ts). */
export function Approximately({ usd }: { usd: number }) {
  const t = useT().proposal
  const lang = useLang()
  const rates = useOptionalRootData()?.currencyRates ?? null
  if (!rates) return null
  return (
    <p className="proposal-prices__approximate">
      {t.approximately}{' '}
      {APPROXIMATE.map((currency) => (
        <span key={currency} className="proposal-prices__currency">
          {formatPrice(usd, currency, rates, lang)}
        </span>
      ))}
    </p>
  )
}
