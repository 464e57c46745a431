import type { Catalogue } from '~/i18n/catalogue-shape'
import { slugify } from './slug'

/**
 * The five catalogue categories, in the order the header lists them. This table drives the listing routes:
 * each category is listed at the top level under its slug (`/golf-courses`), and again under
 * `/category/{slug}` (where the home page's "See All" leads), which names the top-level URL as canonical.
 */
export const CATEGORIES = ['Itineraries', 'Circuits', 'Golf Courses', 'Hotels', 'Excursions'] as const
export type Category = (typeof CATEGORIES)[number]

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value)
}

/** `golf-courses` (any case) → "Golf Courses"; null for anything that names no category. */
export function categoryFromSlug(slug: string): Category | null {
  const wanted = slug.trim().toLowerCase()
  return CATEGORIES.find((category) => slugify(category) === wanted) ?? null
}

/** The category's own listing URL, `/golf-courses`: what the header links to and the canonical URL. */
export function listingPath(category: Category): string {
  return `/${slugify(category)}`
}

/**
 * A category's name in the page's language (the key stays the English name: URLs and queries use it); a value
 * that names no category comes back as it is.
 */
export function categoryLabel(category: string, t: Pick<Catalogue, 'shared'>): string {
  return isCategory(category) ? t.shared.categories[category] : category
}
