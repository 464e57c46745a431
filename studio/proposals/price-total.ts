/**
 * The total a proposal's price lines add up to (decision 063): a line per person counts every traveller, adults and
 * children; a line per booking counts once. The specialist's `totalUsd` stays the price of record: the Studio
 * warns when it differs from this and offers to fill it in.
 */
export type PriceLine = { amount?: number; per?: string; quantity?: number }
export type Party = { adults?: number; children?: number }

export function totalFromLines(lines: readonly PriceLine[] | undefined, party: Party | undefined): number {
  const travellers = (party?.adults ?? 0) + (party?.children ?? 0)
  let total = 0
  for (const line of lines ?? []) {
    const times = (line.quantity ?? 1) * (line.per === 'booking' ? 1 : travellers)
    total += (line.amount ?? 0) * times
  }
  return total
}

/** The warning beside the total, or true when it matches the lines (or there are no lines to match). */
export function totalWarning(totalUsd: unknown, lines: readonly PriceLine[] | undefined, party: Party | undefined) {
  if (typeof totalUsd !== 'number' || !lines?.length) return true
  const expected = totalFromLines(lines, party)
  if (expected === totalUsd) return true
  return `The price lines add up to USD ${expected.toLocaleString('en-US')}, not ${totalUsd.toLocaleString('en-US')}.`
}
