import { describe, expect, it } from 'vitest'
import { imageUrl, srcsetWidths } from './image-url'

const config = { projectId: 'local', dataset: 'production', imageBaseUrl: '/' }
const photo = { alt: 'a', crop: null, hotspot: null, asset: { _type: 'reference' as const, _ref: 'image-583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800-jpg' } }

describe('image URLs', () => {
  it('offers half, whole and double the shown width, never wider than the source', () => {
    expect(srcsetWidths(360, 1200)).toEqual([360, 720])
    expect(srcsetWidths(786, 1200)).toEqual([786, 1200])
    expect(srcsetWidths(380, 600)).toEqual([380, 600])
    expect(srcsetWidths(1200, 1000)).toEqual([1000])
  })

  it('asks Sanity’s URL shape for the width (and crop) and lets the CDN pick the format; quality is left at its default', () => {
    expect(imageUrl(config, photo, { width: 360, height: 240 })).toBe(
      '/images/local/production/583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800.jpg?w=360&h=240&fit=crop&auto=format',
    )
    expect(imageUrl(config, photo, { width: 200, height: 150 })).toBe(
      '/images/local/production/583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800.jpg?rect=67,0,1067,800&w=200&h=150&fit=crop&auto=format',
    )
  })
})
