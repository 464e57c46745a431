import { describe, expect, it } from 'vitest'
import { CATEGORIES, categoryFromSlug, listingPath } from './categories'

describe('the category table', () => {
  it('lists each category at the top level under its slug', () => {
    expect(CATEGORIES.map(listingPath)).toEqual([
      '/itineraries',
      '/circuits',
      '/golf-courses',
      '/hotels',
      '/excursions',
    ])
  })

  it('finds a category by its slug, in any case, and nothing else', () => {
    expect(categoryFromSlug('golf-courses')).toBe('Golf Courses')
    expect(categoryFromSlug('HOTELS')).toBe('Hotels')
    for (const odd of ['', 'golf', 'golf courses', 'golf--courses', 'contact', '../hotels', 'hotels.json'])
      expect(categoryFromSlug(odd), odd).toBeNull()
  })
})
