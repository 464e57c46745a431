// The home page's advert as the server sends it: only its poster, so it costs nothing until the browser decides.
import { describe, expect, it } from 'vitest'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { AdVideo } from './AdVideo'

const video = async (lqip?: string | null) =>
  elements(
    await renderPage(
      <AdVideo
        src="/files/local/production/ad.mp4"
        poster="/images/local/production/poster-1280x720.jpg?w=640&h=360"
        lqip={lqip}
      />,
    ),
    'video',
  )[0]!.attributes

describe('the advert video', () => {
  it('is sent with its poster and no source, not playing, fetching nothing', async () => {
    const attributes = await video()
    expect(attributes).toMatchObject({
      poster: '/images/local/production/poster-1280x720.jpg?w=640&h=360',
      preload: 'none',
      muted: '',
      loop: '',
      playsinline: '',
    })
    expect(attributes.src).toBeUndefined()
    expect(attributes.autoplay).toBeUndefined()
    expect(attributes['aria-label']).toBe('Savanna Links highlights video')
  })

  it('has the blurred poster behind it only when that is a base64 image', async () => {
    expect(
      (await video('data:image/webp;base64,UklGRh4AAABXRUJQVlA4IBIAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v89WAAAAA=='))?.style,
    ).toMatch(/^background:url\(data:image\/webp;base64,/)
    expect((await video('javascript:alert(1)'))?.style).toBeUndefined()
    expect((await video(null))?.style).toBeUndefined()
  })
})
