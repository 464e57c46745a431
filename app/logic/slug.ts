/** The slug rule shared by catalogue items and category paths: lowercase, spaces become hyphens. */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-')
}

export function categoryPath(category: string): string {
  return `/category/${slugify(category)}`
}

export function itemPath(slug: string): string {
  return `/itinerary/${slug}`
}
