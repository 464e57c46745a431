const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** One currency everywhere (docs/product-rules.md#prices): `USD 2,000`. */
export function formatUsd(amount: number): string {
  return `USD ${usd.format(amount)}`
}
