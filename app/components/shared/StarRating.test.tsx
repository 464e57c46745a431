// A rating as stars: what a visitor sees and a screen reader hears.
import { describe, expect, it } from 'vitest'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { StarRating } from './StarRating'

describe('a star rating', () => {
  const stars = async (rating: number | null) =>
    elements(await renderPage(<StarRating rating={rating} />), 'span')[0]?.attributes

  it('shows a review’s rating as whole stars, named once for screen readers', async () => {
    expect(await stars(4)).toEqual({ class: 'stars stars--4', role: 'img', 'aria-label': 'Rated 4 out of 5' })
    expect((await stars(3.4))?.class).toBe('stars stars--3')
  })

  it('states an average as it is, as its card does, where only the stars are rounded (a cart line)', async () => {
    for (const [average, drawn] of [
      [4.5, 'stars--5'],
      [4.666, 'stars--5'],
      [4.4, 'stars--4'],
    ] as const) {
      const html = await renderPage(<StarRating rating={average} average />)
      const stated = (Math.round(average * 10) / 10).toFixed(1)
      const [, image, text] = elements(html, 'span')
      expect(image?.attributes).toEqual({
        class: `stars ${drawn}`,
        role: 'img',
        'aria-label': `Rated ${stated} out of 5`,
      })
      expect(text?.text).toBe(stated)
    }
  })

  it('never shows more than five, and nothing for no rating', async () => {
    expect((await stars(7))?.['aria-label']).toBe('Rated 5 out of 5')
    expect(await stars(0)).toBeUndefined()
    expect(await stars(null)).toBeUndefined()
    expect(await stars(-2)).toBeUndefined()
  })
})
