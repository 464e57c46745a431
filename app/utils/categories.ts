/** The five catalogue categories, in the order the header lists them. */
export const CATEGORIES = ['Itineraries', 'Circuits', 'Golf Courses', 'Hotels', 'Excursions'] as const
export type Category = (typeof CATEGORIES)[number]

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value)
}
