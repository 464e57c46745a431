import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { SanityImage } from '~/components/shared/SanityImage'
import type { KeyedImage } from '~/content/types'
import { useLanguage, useT, useTextLang } from '~/i18n/react'
import { arrowKeyStep, wrapIndex } from '~/logic/carousel'

/**
 * A day's carousel: arrows that wrap, dots, Left/Right keys. Its parent remounts it (by key) when the day
 * changes, which is what resets it to the first image. An image that fails to load is hidden and logged.
 */
export function ImageCarousel({
  images,
  label,
  emptyMessage,
}: {
  images: KeyedImage[]
  label: string
  emptyMessage: string
}) {
  const { itinerary: t, shared } = useT()
  const textLang = useTextLang()
  const [position, setPosition] = useState(0)
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const imageRef = useRef<HTMLImageElement>(null)
  const { dir } = useLanguage()
  const count = images.length
  const index = wrapIndex(position, count)
  const current = images[index]

  const markFailed = (key: string, src: string | undefined) => {
    console.error(`Image failed to load and was hidden: ${src ?? key}`)
    setFailed((previous) => new Set(previous).add(key))
  }
  // An image that failed before the page hydrated fired its error event before React listened for it.
  useEffect(() => {
    const img = imageRef.current
    if (current && img?.complete && img.naturalWidth === 0 && !failed.has(current._key))
      markFailed(current._key, img.currentSrc)
  })

  if (!current) return <p className="carousel carousel--empty">{emptyMessage}</p>

  const go = (next: number) => setPosition(wrapIndex(next, count))
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowKeyStep(event.key, dir)
    if (step === 0) return
    go(index + step)
    event.preventDefault()
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: arrow keys from the carousel's buttons, bubbling up
    <section className="carousel" aria-roledescription={shared.carouselRole} aria-label={label} onKeyDown={onKeyDown}>
      <div className="carousel__viewport">
        {failed.has(current._key) ? null : (
          <SanityImage
            key={current._key}
            ref={imageRef}
            image={current}
            width={444}
            aspectRatio={3 / 2}
            sizes="(max-width: 899px) calc(94vw - 32px), (max-width: 1231px) calc(50vw - 170px), 444px"
            onError={(event) => markFailed(current._key, event.currentTarget.currentSrc)}
          />
        )}
        <p className="carousel__caption" {...textLang(current.alt)}>
          {current.alt}
        </p>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__arrow"
          aria-label={t.previousImageIn(label)}
          onClick={() => go(index - 1)}
        >
          ‹
        </button>
        {/* biome-ignore lint/a11y/useSemanticElements: buttons moving a carousel, not form fields for a fieldset */}
        <div className="carousel__dots" role="group" aria-label={t.chooseImageIn(label)}>
          {images.map((image, dot) => (
            <button
              key={image._key}
              type="button"
              className="carousel__dot"
              aria-label={t.imageOf(dot + 1, count)}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => go(dot)}
            />
          ))}
        </div>
        <button
          type="button"
          className="carousel__arrow"
          aria-label={t.nextImageIn(label)}
          onClick={() => go(index + 1)}
        >
          ›
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t.imageOf(index + 1, count)}
      </p>
    </section>
  )
}
