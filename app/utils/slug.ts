/** The slug rule shared by catalogue items and category paths: lowercase, spaces become hyphens. */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-')
}

/** `/category/golf-courses` → "Golf Courses": dashes stand for spaces, each word capitalised. */
export function headingFromCategorySlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ')
}

export function categoryPath(category: string): string {
  return `/category/${slugify(category)}`
}

export function itemPath(slug: string): string {
  return `/itinerary/${slug}`
}
