import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { HOME_PAGE_QUERY } from './queries'

const asset = (id: string) => ({
  _id: id,
  _type: 'sanity.imageAsset',
  metadata: { lqip: 'data:image/webp;base64,AAAA' },
})
const reference = (id: string) => ({ _type: 'reference', _ref: id })
const PLAIN = 'image-583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800-jpg'
const EDITED = 'image-e1012b7e13cfa5096d3d821b822922c2bf5f5ad9-1200x800-jpg'
const crop = { _type: 'sanity.imageCrop', top: 0.1, bottom: 0, left: 0.2, right: 0 }
const hotspot = { _type: 'sanity.imageHotspot', x: 0.7, y: 0.4, width: 0.2, height: 0.2 }

async function home(dataset: object[]) {
  return (await (await evaluate(parse(HOME_PAGE_QUERY), { dataset, params: { today: '2026-11-24' } })).get()) as {
    layout: { categoryTiles: Array<{ image: Record<string, unknown> }> }
    settings: { ogImage: Record<string, unknown> }
  }
}

describe('image projections', () => {
  it('send only the asset reference for an image as uploaded, crop and hotspot once an editor sets one', async () => {
    const result = await home([
      asset(PLAIN),
      asset(EDITED),
      {
        _id: 'homeLayout',
        _type: 'homeLayout',
        categoryTiles: [
          { _key: 'a', category: 'Hotels', image: { _type: 'image', asset: reference(PLAIN) } },
          { _key: 'b', category: 'Circuits', image: { _type: 'image', asset: reference(EDITED), crop, hotspot } },
          { _key: 'c', category: 'Itineraries', image: { _type: 'image', asset: reference(EDITED), hotspot } },
        ],
      },
      {
        _id: 'siteSettings',
        _type: 'siteSettings',
        ogImage: { _type: 'image', asset: reference(PLAIN), crop: null, hotspot: null },
      },
    ])
    const [plain, edited, hotspotOnly] = result.layout.categoryTiles.map((tile) => tile.image)
    // No `crop: null, hotspot: null`, no `_type` on the reference: each would be repeated for every image of a page.
    expect(plain).toEqual({ asset: { _ref: PLAIN }, lqip: 'data:image/webp;base64,AAAA' })
    expect(edited).toEqual({ asset: { _ref: EDITED }, crop, hotspot, lqip: 'data:image/webp;base64,AAAA' })
    expect(hotspotOnly).toEqual({ asset: { _ref: EDITED }, crop: null, hotspot, lqip: 'data:image/webp;base64,AAAA' })
    expect(result.settings.ogImage).toEqual({ asset: { _ref: PLAIN } })
  })
})
