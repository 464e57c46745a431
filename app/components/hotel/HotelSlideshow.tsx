import { useState } from 'react'
import { SanityImage } from '~/components/shared/SanityImage'
import type { KeyedImage } from '~/content/types'
import { useT } from '~/i18n/react'
import { wrapIndex } from '~/logic/carousel'

/** The hotel's slideshow: one large image, arrows that wrap, a counter and a row of thumbnails. */
export function HotelSlideshow({ images, name }: { images: KeyedImage[]; name: string }) {
  const { hotel: t, shared } = useT()
  const [position, setPosition] = useState(0)
  const count = images.length
  const index = wrapIndex(position, count)
  const current = images[index]
  if (!current) return null
  return (
    <section className="slideshow" aria-roledescription={shared.carouselRole} aria-label={t.photosOf(name)}>
      <div className="slideshow__stage">
        <SanityImage
          key={current._key}
          image={current}
          width={786}
          aspectRatio={3 / 2}
          priority={index === 0}
          sizes="(max-width: 899px) calc(100vw - 32px), (max-width: 1231px) calc(67vw - 37px), 784px"
        />
        <button
          type="button"
          className="slideshow__arrow slideshow__arrow--prev"
          aria-label={t.previousPhoto}
          onClick={() => setPosition(index - 1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="slideshow__arrow slideshow__arrow--next"
          aria-label={t.nextPhoto}
          onClick={() => setPosition(index + 1)}
        >
          ›
        </button>
        <p className="slideshow__counter" aria-live="polite">
          {index + 1} / {count}
        </p>
      </div>
      <ul className="slideshow__thumbs">
        {images.map((image, thumb) => (
          <li key={image._key}>
            <button
              type="button"
              aria-label={t.showPhoto(thumb + 1, image.alt ?? '')}
              aria-current={thumb === index ? 'true' : undefined}
              onClick={() => setPosition(thumb)}
            >
              <SanityImage image={image} width={114} aspectRatio={3 / 2} alt="" sizes="110px" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
