// Every content image as the server writes it: the file sizes it offers, its box, its loading and its placeholder.
import { describe, expect, it } from 'vitest'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { SanityImage } from './SanityImage'

/** A 1200×800 photo, as the queries project it. */
const photo = { asset: { _ref: 'image-0a1b2c3d-1200x800-jpg' }, alt: 'Fairway at Karen Country Club' }
const FILE = '/images/local/production/0a1b2c3d-1200x800.jpg'

async function img(props: Partial<Parameters<typeof SanityImage>[0]> = {}) {
  const html = await renderPage(
    <SanityImage image={photo} width={360} sizes="(max-width: 599px) 100vw, 360px" {...props} />,
  )
  return elements(html, 'img')[0]?.attributes
}

describe('a content image', () => {
  it('offers the slot’s width and twice it, lazily, with its box’s size and its alt text', async () => {
    expect(await img()).toEqual({
      src: `${FILE}?w=360&auto=format`,
      srcset: `${FILE}?w=360&auto=format 360w, ${FILE}?w=720&auto=format 720w`,
      sizes: '(max-width:599px) 100vw,360px',
      width: '360',
      height: '240',
      alt: 'Fairway at Karen Country Club',
      loading: 'lazy',
    })
  })

  it('never asks for more pixels than the source has, at the aspect it is cropped to', async () => {
    // Square from a 1200×800 source: 800 wide at most (twice 642, on the image server's ladder, would be 1280).
    const square = await img({ width: 642, aspectRatio: 1 })
    expect(square?.src).toBe(`${FILE}?w=642&h=642&fit=crop&auto=format`)
    expect(square?.srcset).toBe(
      `${FILE}?w=720&h=720&fit=crop&auto=format 720w, ${FILE}?w=800&h=800&fit=crop&auto=format 800w`,
    )
    expect([square?.width, square?.height]).toEqual(['642', '642'])
    const wide = await img({ width: 1600 })
    expect(wide?.src).toBe(`${FILE}?w=1200&auto=format`)
    expect(wide?.srcset).toBe(`${FILE}?w=1200&auto=format 1200w`)
  })

  it('takes the widths a slot asks for, capped at the source, each once', async () => {
    expect((await img({ width: 360, widths: [1600, 360, 1400] }))?.srcset).toBe(
      `${FILE}?w=360&auto=format 360w, ${FILE}?w=1200&auto=format 1200w`,
    )
  })

  it('loads first and eagerly above the fold', async () => {
    expect(await img({ priority: true })).toMatchObject({ loading: 'eager', fetchpriority: 'high' })
  })

  it('draws the blurred placeholder behind it only from a base64 image', async () => {
    const lqip = 'data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODw=='
    expect((await img({ image: { ...photo, lqip } }))?.style).toBe(`background:url(${lqip}) 50%/cover`)
    expect((await img({ image: { ...photo, lqip: 'url(https://elsewhere.example/x.png)' } }))?.style).toBeUndefined()
  })

  it('takes an empty alt from the slot over the image’s own (a decorative use)', async () => {
    expect((await img({ alt: '' }))?.alt).toBe('')
  })

  it('is left out when the image has no readable asset', async () => {
    expect(await img({ image: null })).toBeUndefined()
    expect(await img({ image: { asset: { _ref: 'not-an-image' } } })).toBeUndefined()
  })
})
