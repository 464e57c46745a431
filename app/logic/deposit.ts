/**
 * A trip's deposit rule applied to a proposal (issue 45, decision 067): a percentage of the total or an amount per
 * person, in US dollars (the price of record), never more than the total; the balance is due a number of days
 * before the departure. A proposal accepted when that day has already come pays the whole total at once, as the
 * operators we measure ourselves against ask. Pure: the page, its PDF and the traveller's e-mail write the same.
 */
export type DepositRule = {
  kind: 'percent' | 'perPerson' | null
  value: number | null
  balanceDueDays: number | null
}

export type Deposit = { amountUsd: number; balanceUsd: number; balanceDueDate: string | null }

export function depositOf(
  rule: DepositRule | null | undefined,
  totalUsd: number,
  travellers: number,
  startDate: string | null | undefined,
  /** Today in Nairobi (`YYYY-MM-DD`). */
  today: string,
): Deposit | null {
  if (!rule?.kind || typeof rule.value !== 'number' || rule.value <= 0 || !(totalUsd > 0)) return null
  const balanceDueDate = balanceDue(startDate, rule.balanceDueDays)
  if (balanceDueDate && balanceDueDate <= today) return { amountUsd: totalUsd, balanceUsd: 0, balanceDueDate: null }
  const asked = rule.kind === 'percent' ? (totalUsd * Math.min(rule.value, 100)) / 100 : rule.value * travellers
  const amountUsd = Math.min(Math.round(asked), totalUsd)
  return { amountUsd, balanceUsd: totalUsd - amountUsd, balanceDueDate }
}

/** The calendar day `days` before `startDate` (`YYYY-MM-DD`), or null without both. */
function balanceDue(startDate: string | null | undefined, days: number | null): string | null {
  if (!startDate || typeof days !== 'number' || days < 0) return null
  const start = Date.parse(`${startDate}T00:00:00Z`)
  if (!Number.isFinite(start)) return null
  return new Date(start - days * 86_400_000).toISOString().slice(0, 10)
}
