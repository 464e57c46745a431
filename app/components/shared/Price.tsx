import type { ComponentPropsWithoutRef } from 'react'
import { useFormat } from '~/i18n/react'
import { useCurrencyDisplay } from '~/state/currency'

type StrongProps = Omit<ComponentPropsWithoutRef<'strong'>, 'children' | 'title'>

/**
 * A USD price as the visitor reads it: in the edition's suggested currency from the server (`USD 2,000` in English,
 * `≈ AED 7,350` in Arabic), in the visitor's chosen one after hydration (decisions 036 and 051). Other props (a
 * `data-sanity` edit mark, say) go on the `<strong>`.
 */
export function Price({ usd, ...props }: { usd: number } & StrongProps) {
  const { converting, format } = useCurrencyDisplay()
  const { money } = useFormat()
  return (
    <strong {...props} title={converting ? money(usd) : undefined}>
      {format(usd)}
    </strong>
  )
}

/**
 * The approximate amount shown beside a USD price that must stay (the dates table, the cart's subtotal):
 * nothing while prices are in USD.
 */
export function ConvertedPrice({ usd, className = 'price-converted' }: { usd: number; className?: string }) {
  const { converting, format } = useCurrencyDisplay()
  return converting ? <span className={className}>{format(usd)}</span> : null
}

/** " (rates of 20 November 2026)" after converted prices when the rates are more than 30 days old. */
export function RatesAsOf() {
  const { staleNote } = useCurrencyDisplay()
  return staleNote ? <span className="price-as-of"> ({staleNote})</span> : null
}
