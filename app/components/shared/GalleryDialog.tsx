import { useEffect, useRef } from 'react'
import { SanityImage } from '~/components/shared/SanityImage'
import type { KeyedImage } from '~/content/types'
import { useLanguage, useT, useTextLang } from '~/i18n/react'
import { arrowKeyStep, wrapIndex } from '~/logic/carousel'

export type Gallery = { title: string; images: KeyedImage[]; index: number }

/**
 * The full itinerary's image gallery: a native modal dialog, so focus stays inside it and Escape closes it.
 * Prev/Next wrap; a click on the overlay closes it; focus goes back to the thumbnail that opened it.
 */
export function GalleryDialog({
  gallery,
  onChange,
  onClose,
}: {
  gallery: Gallery | null
  onChange: (index: number) => void
  onClose: () => void
}) {
  const t = useT().itinerary
  const textLang = useTextLang()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const { dir } = useLanguage()
  const isOpen = gallery !== null

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (isOpen && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null
      dialog.showModal()
    } else if (!isOpen && dialog.open) {
      dialog.close()
    }
  }, [isOpen])

  const count = gallery?.images.length ?? 0
  const index = gallery ? wrapIndex(gallery.index, count) : 0
  const image = gallery?.images[index]
  return (
    <dialog
      ref={dialogRef}
      className="gallery"
      aria-labelledby="gallery-title"
      onClose={() => {
        onClose()
        openerRef.current?.focus()
      }}
      onClick={(event) => {
        // The dialog element itself is the overlay: its content sits in an inner box.
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
      onKeyDown={(event) => {
        const step = arrowKeyStep(event.key, dir)
        if (step !== 0) onChange(index + step)
      }}
    >
      {gallery && image ? (
        <div className="gallery__box">
          <div className="gallery__head">
            <h2 id="gallery-title" {...textLang(gallery.title)}>
              {gallery.title}
            </h2>
            <button
              type="button"
              className="gallery__close"
              aria-label={t.closeGallery}
              onClick={() => dialogRef.current?.close()}
            >
              ×
            </button>
          </div>
          <SanityImage
            key={image._key}
            image={image}
            width={972}
            aspectRatio={3 / 2}
            className="gallery__image"
            sizes="min(94vw - 32px, 968px)"
          />
          <p className="gallery__caption" {...textLang(image.alt)}>
            {image.alt}
          </p>
          <div className="gallery__controls">
            <button type="button" className="button button--outline" onClick={() => onChange(index - 1)}>
              {t.galleryPrev}
            </button>
            <p className="gallery__counter" aria-live="polite">
              {index + 1} / {count}
            </p>
            <button type="button" className="button button--outline" onClick={() => onChange(index + 1)}>
              {t.galleryNext}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
