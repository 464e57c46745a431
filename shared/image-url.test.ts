import { createImageUrlBuilder } from '@sanity/image-url'
import { describe, expect, it } from 'vitest'
import { planImage } from '../content-api/image-request'
import { imageUrl, srcsetWidths } from './image-url'

const config = { projectId: 'local', dataset: 'production', imageBaseUrl: '/' }
const photo = { alt: 'a', asset: { _ref: 'image-583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800-jpg' } }

/** @sanity/image-url, the reference for what a URL must ask for (the site used it until its own builder). */
function libraryUrl(cfg: typeof config, image: object, width: number, height?: number): string {
  let builder = createImageUrlBuilder({ projectId: cfg.projectId, dataset: cfg.dataset, baseUrl: cfg.imageBaseUrl })
    .image(image)
    .width(width)
    .auto('format')
  if (height) builder = builder.height(height).fit('crop')
  return builder.url()
}

/** What the embedded image route makes of a URL: the rectangle it takes, the size and the format. */
function recipe(url: string, source: { width: number; height: number; format: 'jpeg' | 'png' }) {
  const plan = planImage(new URL(url, 'http://x').searchParams, source, 'image/avif,image/webp')
  if (plan.kind !== 'transform') throw new Error(`${url}: ${plan.kind}`)
  return plan.recipe
}

const sources = [
  {
    ref: 'image-583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800-jpg',
    width: 1200,
    height: 800,
    format: 'jpeg' as const,
  },
  {
    ref: 'image-cab5ed2509868f74491d6dcd1e1d67ada5f580bd-1280x720-jpg',
    width: 1280,
    height: 720,
    format: 'jpeg' as const,
  },
  {
    ref: 'image-f9441f4ca110fa31daeff1c8da0f45228537eaa7-400x200-png',
    width: 400,
    height: 200,
    format: 'png' as const,
  },
  {
    ref: 'image-883e1d8d994d2334e5d7455d23a77640a462cd5f-1200x630-jpg',
    width: 1200,
    height: 630,
    format: 'jpeg' as const,
  },
  {
    ref: 'image-0123456789abcdef0123456789abcdef01234567-800x1200-jpg',
    width: 800,
    height: 1200,
    format: 'jpeg' as const,
  },
  {
    ref: 'image-76543210fedcba9876543210fedcba9876543210-1000x1000-jpg',
    width: 1000,
    height: 1000,
    format: 'jpeg' as const,
  },
  {
    ref: 'image-aaaaaaaaaabbbbbbbbbbccccccccccdddddddddd-1921x1081-jpg',
    width: 1921,
    height: 1081,
    format: 'jpeg' as const,
  },
]

const crops = [
  null,
  { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0 },
  { _type: 'sanity.imageCrop', top: 0.1, bottom: 0.05, left: 0.2, right: 0 },
  { _type: 'sanity.imageCrop', top: 0, bottom: 0.3333, left: 0.125, right: 0.4 },
]

const hotspots = [
  null,
  { _type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 1, height: 1 },
  { _type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 0.2, height: 0.3 },
  { _type: 'sanity.imageHotspot', x: 0.21, y: 0.73, width: 0.3, height: 0.25 },
  { _type: 'sanity.imageHotspot', x: 0.95, y: 0.05, width: 0.1, height: 0.1 },
]

/**
 * The widths the site asks for: SanityImage's srcset offers the slot's width and twice it rounded up to the image
 * server's ladder (a 114 px thumbnail asks for 128, a 786 px column for 800, a 972 px one for 1080, a 380 px
 * square for 400), or the widest cut of the source (1066 of a 1200 × 800 photo at 4:3); the video poster and
 * share images ask for theirs.
 */
const slots: Array<{ width: number; aspect?: number }> = [
  { width: 360, aspect: 3 / 2 },
  { width: 720, aspect: 3 / 2 },
  { width: 128, aspect: 3 / 2 },
  { width: 800, aspect: 3 / 2 },
  { width: 1080, aspect: 3 / 2 },
  { width: 200, aspect: 4 / 3 },
  { width: 400, aspect: 4 / 3 },
  { width: 1066, aspect: 4 / 3 },
  { width: 1200, aspect: 4 / 3 },
  { width: 400, aspect: 1 },
  { width: 800, aspect: 1 },
  { width: 1200, aspect: 4 },
  { width: 640, aspect: 16 / 9 },
  { width: 1200, aspect: 1200 / 630 },
  { width: 200 },
  { width: 400 },
  { width: 1200 },
]

describe('image URLs', () => {
  it('offers the shown width and twice it, rounded up to the image server’s ladder, never past the source', () => {
    expect(srcsetWidths(360, 1200)).toEqual([360, 720])
    expect(srcsetWidths(786, 1200)).toEqual([800, 1200])
    expect(srcsetWidths(114, 1200)).toEqual([128, 240])
    expect(srcsetWidths(380, 600)).toEqual([400, 600])
    expect(srcsetWidths(1200, 1000)).toEqual([1000])
    expect(srcsetWidths(600, 1066)).toEqual([640, 1066])
  })

  it('asks only for sizes the image server makes as asked: on its ladder, or the source’s widest', () => {
    const photoSource = { width: 1200, height: 800, format: 'jpeg' as const }
    for (const slot of [114, 120, 200, 360, 380, 444, 516, 600, 642, 786, 972, 1200]) {
      for (const aspect of [undefined, 3 / 2, 4 / 3, 1]) {
        const widest = aspect ? Math.min(1200, Math.floor(800 * aspect)) : 1200
        for (const width of srcsetWidths(slot, widest)) {
          const height = aspect ? Math.round(width / aspect) : undefined
          const made = recipe(imageUrl(config, photo, { width, height }), photoSource)
          expect([made.width, made.height], `${slot} at ${aspect}: ${width}`).toEqual([
            width,
            height ?? Math.round((width * 800) / 1200),
          ])
        }
      }
    }
  })

  it('asks Sanity’s URL shape for width (and crop), lets the CDN pick the format, leaves quality at default', () => {
    // The slot has the source's aspect ratio: the width alone gives the height.
    expect(imageUrl(config, photo, { width: 360, height: 240 })).toBe(
      '/images/local/production/583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800.jpg?w=360&auto=format',
    )
    // Another aspect ratio: cut around the centre, which `fit=crop` does without being told where.
    expect(imageUrl(config, photo, { width: 200, height: 150 })).toBe(
      '/images/local/production/583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800.jpg?w=200&h=150&fit=crop&auto=format',
    )
    expect(imageUrl(config, photo, { width: 200 })).toBe(
      '/images/local/production/583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800.jpg?w=200&auto=format',
    )
    // Against Sanity's CDN.
    expect(
      imageUrl({ projectId: 'abc123', dataset: 'production', imageBaseUrl: 'https://cdn.sanity.io' }, photo, {
        width: 200,
        height: 150,
      }),
    ).toBe(
      'https://cdn.sanity.io/images/abc123/production/583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800.jpg?w=200&h=150&fit=crop&auto=format',
    )
  })

  it('honours an editor’s crop and hotspot with the very URL @sanity/image-url makes', () => {
    const edited = {
      ...photo,
      crop: { _type: 'sanity.imageCrop' as const, top: 0.1, bottom: 0, left: 0.2, right: 0 },
      hotspot: { _type: 'sanity.imageHotspot' as const, x: 0.7, y: 0.4, width: 0.2, height: 0.2 },
    }
    expect(imageUrl(config, edited, { width: 200, height: 150 })).toBe(
      '/images/local/production/583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800.jpg?rect=240,80,960,720&w=200&h=150' +
        '&fit=crop&auto=format',
    )
    expect(imageUrl(config, edited, { width: 200, height: 150 })).toBe(libraryUrl(config, edited, 200, 150))
  })

  it('matches @sanity/image-url per source, crop, hotspot and slot: its URL where moved, its picture elsewhere', () => {
    let compared = 0
    let shortened = 0
    let offByOne = 0
    for (const source of sources) {
      for (const crop of crops) {
        for (const hotspot of hotspots) {
          const image = { crop, hotspot, asset: { _type: 'reference' as const, _ref: source.ref } }
          for (const slot of slots) {
            const height = slot.aspect ? Math.round(slot.width / slot.aspect) : undefined
            const ours = imageUrl(config, image, { width: slot.width, height })
            const theirs = libraryUrl(config, image, slot.width, height)
            const untouched = libraryUrl(config, { asset: image.asset }, slot.width, height)
            const label = `${source.ref} ${JSON.stringify({ crop, hotspot, slot })}`
            if (theirs !== untouched) {
              // The crop or hotspot moves the picture: exactly the library's URL.
              expect(ours, label).toBe(theirs)
            } else {
              // Only what the CDN does by default is left out: the centred cut, and h/fit=crop where the width gives
              // the height.
              const sameAspect = height !== undefined && slot.width * source.height === height * source.width
              const expected = theirs.replace(/rect=[\d,]+&/, '').replace(sameAspect ? /&h=\d+&fit=crop/ : /^$/, '')
              expect(ours, label).toBe(expected)
              if (ours !== theirs) shortened++
            }
            // Either way the embedded route makes the same picture: the same size, cut from the same place to
            // within a pixel. Where the library's cut is the centred one, the route may place or size it a pixel
            // differently on a source of odd width or height: the library rounds the centre before halving the
            // cut, and its rounded rectangle can be a pixel off the asked aspect ratio, which the route then
            // corrects. Asked for more pixels than the source has (never by SanityImage, which stops at the
            // widest cut; a share image of a small source may), the route shrinks the box, and the output may
            // then differ by a pixel too.
            const [a, b] = [recipe(ours, source), recipe(theirs, source)]
            const widest = slot.aspect ? Math.min(source.width, Math.floor(source.height * slot.aspect)) : source.width
            for (const key of ['left', 'top', 'width', 'height'] as const)
              expect(Math.abs(a.extract[key] - b.extract[key]), label).toBeLessThanOrEqual(1)
            expect(Math.abs(a.width - b.width) + Math.abs(a.height - b.height), label).toBeLessThanOrEqual(
              slot.width <= widest ? 0 : 1,
            )
            expect({ ...a, extract: null, width: null, height: null }, label).toEqual({
              ...b,
              extract: null,
              width: null,
              height: null,
            })
            if (JSON.stringify(a) !== JSON.stringify(b)) offByOne++
            compared++
          }
        }
      }
    }
    expect(compared).toBe(sources.length * crops.length * hotspots.length * slots.length)
    expect(shortened).toBeGreaterThan(100)
    // Only sources of odd size (here 1921 × 1081) and boxes larger than the source differ at all.
    expect(offByOne).toBeLessThan(compared / 10)
  })

  it('refuses an asset reference it cannot read, as the library does', () => {
    expect(() => imageUrl(config, { ...photo, asset: { _ref: 'image-nonsense' } }, { width: 100 })).toThrow(
      /Malformed asset/,
    )
  })
})
