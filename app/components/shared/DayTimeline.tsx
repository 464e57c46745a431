import { SanityImage } from '~/components/shared/SanityImage'
import type { KeyedImage, TimelineDay } from '~/content/types'
import type { EditableDocument } from '~/content/visual-editing/kit'
import { useT, useTextLang } from '~/i18n/react'
import { useEditAttribute } from '~/state/edit-attributes'
import type { Gallery } from './GalleryDialog'

/**
 * Every day of the trip at once: its title, its timeline and its two strips of photos, each opening the gallery.
 * `document` is the package the days belong to, which preview marks for the Studio's visual editing; a proposal's
 * page (decision 064) passes its days alone, and a heading of its own.
 */
export function DayTimeline({
  days,
  document,
  heading,
  onOpen,
}: {
  days: readonly TimelineDay[] | null
  document?: EditableDocument
  heading?: string
  onOpen: (gallery: Gallery) => void
}) {
  const edit = useEditAttribute()
  const { itinerary: t } = useT()
  const textLang = useTextLang()
  // A closure rather than a component of its own: the trip page's script stays as small as before the split.
  const strip = (title: string, images: KeyedImage[] | null | undefined, label: string, field: string) =>
    images?.length ? (
      <ul className="thumb-strip" aria-label={label}>
        {images.map((image, index) => (
          <li key={image._key}>
            <button
              type="button"
              className="thumb"
              aria-label={t.openImage(label, index + 1, image.alt ?? '')}
              onClick={() => onOpen({ title, images, index })}
            >
              <SanityImage
                image={image}
                width={120}
                aspectRatio={3 / 2}
                alt=""
                sizes="120px"
                data-sanity={edit(document, `${field}[_key=="${image._key}"]`)}
              />
            </button>
          </li>
        ))}
      </ul>
    ) : null
  return (
    <section id="itinerary" className="full-itinerary__section" aria-labelledby="quick-view-title">
      <h2 id="quick-view-title">{heading ?? t.quickView}</h2>
      <ol className="day-timeline" data-sanity={edit(document, 'days')}>
        {(days ?? []).map((day, index) => (
          <li key={day._key} className="day-timeline__day">
            <h3 {...textLang(day.title)}>{day.title}</h3>
            {day.timelineItems?.length ? (
              <ul className="timeline">
                {day.timelineItems.map((line, lineIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed texts, which may repeat and never reorder
                  <li key={lineIndex} {...textLang(line)}>
                    {line}
                  </li>
                ))}
              </ul>
            ) : null}
            {strip(day.title, day.carouselImages1, t.dayPhotos(index + 1), `days[_key=="${day._key}"].carouselImages1`)}
            {strip(
              day.title,
              day.carouselImages2,
              t.dayMorePhotos(index + 1),
              `days[_key=="${day._key}"].carouselImages2`,
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
