import { describe, expect, it } from 'vitest'
import { categoryPath, itemPath, slugify } from './slug'

describe('the slug rules', () => {
  it('lowercases a name and turns spaces into hyphens', () => {
    expect(slugify('Silver 2')).toBe('silver-2')
    expect(slugify('Karen Country and Golf Club')).toBe('karen-country-and-golf-club')
    expect(slugify('  Golf   Courses ')).toBe('golf-courses')
  })
  it('builds the See All and card targets', () => {
    expect(categoryPath('Golf Courses')).toBe('/category/golf-courses')
    expect(itemPath('silver-2')).toBe('/itinerary/silver-2')
  })
})
