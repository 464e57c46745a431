/**
 * The figures a trip's reviews are shown with (decision 043): the average as one decimal, the stars it draws, and
 * each star's share of the reviews, in whole percent.
 */

/** The average as the page writes it: one decimal, "4.5"; null without reviews. */
export function averageText(average: number | null | undefined): string | null {
  return typeof average === 'number' && Number.isFinite(average) ? (Math.round(average * 10) / 10).toFixed(1) : null
}

/** The whole stars an average draws (4.7 → 5, 4.4 → 4); 0 without reviews, which draws none. */
export function starsOf(average: number | null | undefined): number {
  return typeof average === 'number' && Number.isFinite(average) ? Math.max(0, Math.min(5, Math.round(average))) : 0
}

/**
 * Each star's share, 5 stars first, from the counts per star (5 down to 1). Rounded by largest remainder, so the
 * shares of a trip with reviews add up to 100.
 */
export function starShares(byStars: readonly number[]): Array<{ star: number; count: number; percentage: number }> {
  const counts = [5, 4, 3, 2, 1].map((_, index) => Math.max(0, byStars[index] ?? 0))
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total === 0) return counts.map((count, index) => ({ star: 5 - index, count, percentage: 0 }))
  const exact = counts.map((count) => (count * 100) / total)
  const floors = exact.map(Math.floor)
  let left = 100 - floors.reduce((sum, value) => sum + value, 0)
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }))
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    floors[index]! += 1
    left -= 1
  }
  return counts.map((count, index) => ({ star: 5 - index, count, percentage: floors[index]! }))
}

/**
 * The stars a card or trip carries: the average and count of its published reviews, which the queries leave out
 * for an item without any (null and 0 here).
 */
export function ratingOf(item: object | null | undefined): { rating: number | null; count: number } {
  const record = (item ?? {}) as { rating?: unknown; reviewCount?: unknown }
  return {
    rating: typeof record.rating === 'number' ? record.rating : null,
    count: typeof record.reviewCount === 'number' ? record.reviewCount : 0,
  }
}
