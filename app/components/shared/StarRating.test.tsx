// A rating as stars: what a visitor sees and a screen reader hears.
import { describe, expect, it } from 'vitest'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { StarRating } from './StarRating'

describe('a star rating', () => {
  const stars = async (rating: number | null) =>
    elements(await renderPage(<StarRating rating={rating} />), 'span')[0]?.attributes

  it('shows the rating rounded to whole stars, named once for screen readers', async () => {
    expect(await stars(4)).toEqual({ class: 'stars stars--4', role: 'img', 'aria-label': 'Rated 4 out of 5' })
    expect((await stars(4.5))?.['aria-label']).toBe('Rated 5 out of 5')
    expect((await stars(3.4))?.class).toBe('stars stars--3')
  })

  it('never shows more than five, and nothing for no rating', async () => {
    expect((await stars(7))?.['aria-label']).toBe('Rated 5 out of 5')
    expect(await stars(0)).toBeUndefined()
    expect(await stars(null)).toBeUndefined()
    expect(await stars(-2)).toBeUndefined()
  })
})
