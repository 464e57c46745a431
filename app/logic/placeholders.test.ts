import { describe, expect, it } from 'vitest'
import {
  keepFirstImagePlaceholders,
  keepFirstPlaceholders,
  placeholderBackground,
  withoutPlaceholder,
} from './placeholders'
import { basketLine } from './visitor-state'

const LQIP = 'data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAACQAwCdASoUAAsAPu1iqk4ppaQiMAgBMB2J'

describe('blurred placeholders', () => {
  it('keeps them on the first entries of a list only', () => {
    const cards = [1, 2, 3].map((n) => ({ _id: `c${n}`, image: { alt: `${n}`, lqip: LQIP } }))
    expect(keepFirstPlaceholders(cards, 2).map((card) => card.image.lqip)).toEqual([LQIP, LQIP, null])
    expect(
      keepFirstImagePlaceholders(
        cards.map((card) => card.image),
        1,
      ).map((image) => image.lqip),
    ).toEqual([LQIP, null, null])
    // The input is left as it was.
    expect(cards[2]!.image.lqip).toBe(LQIP)
  })

  it('leaves images without one, and missing images, alone', () => {
    const plain = { alt: 'x', lqip: null }
    expect(withoutPlaceholder(plain)).toBe(plain)
    expect(withoutPlaceholder(null)).toBeNull()
    expect(keepFirstPlaceholders([{ image: null }, { image: null }], 0)).toEqual([{ image: null }, { image: null }])
  })

  it('becomes an inline background only when it is a base64 image data URL', () => {
    expect(placeholderBackground(LQIP)).toEqual({ background: `url(${LQIP}) 50%/cover` })
    expect(placeholderBackground(null)).toBeUndefined()
    expect(placeholderBackground('https://example.com/x.jpg')).toBeUndefined()
    expect(placeholderBackground('data:image/webp;base64,AAAA) no-repeat; color: red')).toBeUndefined()
    expect(placeholderBackground(`data:image/webp;base64,${'A'.repeat(5000)}`)).toBeUndefined()
  })

  it('is not carried into the basket', () => {
    const line = basketLine({
      _id: 'a',
      name: 'A',
      image: { alt: 'a', asset: { _ref: 'image-x-1x1-jpg' }, lqip: LQIP },
    })
    expect(line.image).toEqual({ alt: 'a', asset: { _ref: 'image-x-1x1-jpg' }, lqip: null })
  })
})
