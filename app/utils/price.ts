const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** One currency everywhere (see PRODUCT.md): `USD 2,000`. */
export function formatUsd(amount: number): string {
  return `USD ${usd.format(amount)}`
}
