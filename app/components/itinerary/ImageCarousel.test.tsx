// The day carousels and the full itinerary's gallery as the server sends them: which picture shows first, what
// the controls say, and how a position past either end wraps round (the seed's Gold Package, day 5).
import { describe, expect, it } from 'vitest'
import { GalleryDialog } from '~/components/shared/GalleryDialog'
import { ITINERARY_QUERY } from '~/content/queries'
import type { KeyedImage } from '~/content/types'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { ImageCarousel } from './ImageCarousel'

async function dayFivePictures(): Promise<KeyedImage[]> {
  const { package: pkg } = await querySeed(ITINERARY_QUERY, { slug: 'gold-package' })
  const day = pkg!.days![4]!
  return [...(day.carouselImages1 ?? []), ...(day.carouselImages2 ?? [])]
}
const noop = () => {}

describe('a day’s carousel', () => {
  it('shows the first picture with its caption, a dot for each and where it is', async () => {
    const images = await dayFivePictures()
    expect(images).toHaveLength(4)
    const html = await renderPage(
      <ImageCarousel
        images={images}
        label="Carousel 1"
        emptyMessage="No images available for this day in Carousel 1."
      />,
    )
    expect(elements(html, 'img').map((img) => img.attributes.alt)).toEqual([
      'Hot-air balloon drifting over the Mara plains at sunrise',
    ])
    expect(elements(html, 'p').map((p) => p.text)).toEqual([
      'Hot-air balloon drifting over the Mara plains at sunrise',
      'Image 1 of 4',
    ])
    const dots = elements(html, 'button').filter((button) => button.attributes.class === 'carousel__dot')
    expect(
      dots.map((dot) => `${dot.attributes['aria-label']}${dot.attributes['aria-current'] ? ' (shown)' : ''}`),
    ).toEqual(['Image 1 of 4 (shown)', 'Image 2 of 4', 'Image 3 of 4', 'Image 4 of 4'])
    expect(
      elements(html, 'button')
        .filter((button) => button.attributes.class === 'carousel__arrow')
        .map((button) => button.attributes['aria-label']),
    ).toEqual(['Previous image in Carousel 1', 'Next image in Carousel 1'])
  })

  it('says there are no pictures rather than showing an empty frame', async () => {
    const html = await renderPage(
      <ImageCarousel images={[]} label="Carousel 2" emptyMessage="No images available for this day in Carousel 2." />,
    )
    expect(elements(html, 'p').map((p) => p.text)).toEqual(['No images available for this day in Carousel 2.'])
    expect(elements(html, 'button')).toEqual([])
  })
})

describe('the gallery', () => {
  const gallery = async (index: number) => {
    const html = await renderPage(
      <GalleryDialog
        gallery={{ title: 'Day 5: Dawn Balloon Safari', images: await dayFivePictures(), index }}
        onChange={noop}
        onClose={noop}
      />,
    )
    return {
      title: elements(html, 'h2')[0]?.text,
      counter: elements(html, 'p').find((p) => p.attributes.class === 'gallery__counter')?.text,
      caption: elements(html, 'p').find((p) => p.attributes.class === 'gallery__caption')?.text,
    }
  }

  it('shows the picture it was opened at, with its number', async () => {
    expect(await gallery(1)).toEqual({
      title: 'Day 5: Dawn Balloon Safari',
      counter: '2 / 4',
      caption: 'Wildebeest and zebra grazing near the Mara River, seen from above',
    })
  })

  it('wraps a step before the first to the last, and past the last to the first', async () => {
    expect((await gallery(-1)).counter).toBe('4 / 4')
    expect((await gallery(4)).counter).toBe('1 / 4')
    expect((await gallery(4)).caption).toBe('Hot-air balloon drifting over the Mara plains at sunrise')
  })

  it('is an empty closed dialog until a thumbnail opens it', async () => {
    const html = await renderPage(<GalleryDialog gallery={null} onChange={noop} onClose={noop} />)
    expect(elements(html, 'dialog')[0]).toMatchObject({
      text: '',
      attributes: { class: 'gallery', 'aria-labelledby': 'gallery-title' },
    })
    expect(elements(html, 'dialog')[0]?.attributes.open).toBeUndefined()
  })
})
