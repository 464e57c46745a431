import { DEFAULT_LANG } from '#shared/languages'
import type { ItineraryPackage, KeyedImage } from '~/content/types'
import { type Catalogue, catalogueFor } from '~/i18n/catalogue'

/**
 * The quick view's entries (docs/product-rules.md#itineraries): the days, then Included, then Excluded. Previous/Next
 * step through all of them and stop at both ends. In the URL a day is `?day=3`; the two lists are
 * `?day=included|excluded`.
 */
export type ItineraryEntry = {
  key: string
  param: string
  label: string
  title: string
  items: string[]
  images1: KeyedImage[]
  images2: KeyedImage[]
}

/** The entries, labelled in the page's words (the catalogue's itinerary area); English where none are given. */
export function itineraryEntries(
  pkg: Pick<ItineraryPackage, 'days' | 'included' | 'excluded'>,
  t: Pick<Catalogue['itinerary'], 'day' | 'included' | 'excluded'> = catalogueFor(DEFAULT_LANG).itinerary,
): ItineraryEntry[] {
  const days = (pkg.days ?? []).map((day, index) => ({
    key: day._key,
    param: String(index + 1),
    label: t.day(index + 1),
    title: day.title,
    items: day.timelineItems ?? [],
    images1: day.carouselImages1 ?? [],
    images2: day.carouselImages2 ?? [],
  }))
  const list = (param: 'included' | 'excluded', label: string, items: string[] | null) => ({
    key: param,
    param,
    label,
    title: label,
    items: items ?? [],
    images1: [],
    images2: [],
  })
  return [...days, list('included', t.included, pkg.included), list('excluded', t.excluded, pkg.excluded)]
}

/** Which entry a `?day=` value selects; `null` when it names none (the page says so and shows the first). */
export function selectedEntryIndex(entries: ItineraryEntry[], raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return 0
  const index = entries.findIndex((entry) => entry.param === raw.trim().toLowerCase())
  return index === -1 ? null : index
}

/**
 * The package as the quick view sends it for one entry: every day's title and timeline (the sidebar and the
 * page's structured data list them), but the pictures of the shown day only. Another day is another URL, whose
 * loader sends that day's pictures.
 */
export function withPicturesOfEntry<
  P extends { days: ReadonlyArray<{ carouselImages1: unknown; carouselImages2: unknown }> | null },
>(pkg: P, index: number): P {
  if (!pkg.days) return pkg
  return {
    ...pkg,
    days: pkg.days.map((day, dayIndex) =>
      dayIndex === index ? day : { ...day, carouselImages1: null, carouselImages2: null },
    ),
  }
}

/** Previous/Next clamp at the first and the last entry. */
export function neighbours(count: number, index: number): { previous: number | null; next: number | null } {
  return { previous: index > 0 ? index - 1 : null, next: index < count - 1 ? index + 1 : null }
}
