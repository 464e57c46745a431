import { SanityImage } from '~/components/shared/SanityImage'
import type { StoryCard as StoryCardValue } from '~/content/types'
import { useT, useTextLang } from '~/i18n/react'
import { useEditAttribute } from '~/state/edit-attributes'

/**
 * A story: its picture is as wide as a phone (360 px there, so 720 px files on 2× screens) and 600 px beside
 * the text on a desktop, hence its own srcset widths.
 */
export function StoryCard({ card }: { card: StoryCardValue }) {
  const edit = useEditAttribute()
  const t = useT()
  const textLang = useTextLang()
  const style = card.variant === 'custom' && card.color ? { '--story-accent': card.color } : undefined
  return (
    <section
      className={`story-card story-card--${card.variant}`}
      style={style as React.CSSProperties}
      aria-labelledby={`story-${card._id}`}
    >
      <div className="story-card__media">
        <SanityImage
          image={card.image}
          width={600}
          widths={[360, 720, 1200]}
          aspectRatio={4 / 3}
          data-sanity={edit(card, 'image')}
          sizes="(max-width: 767px) calc(100vw - 32px), (max-width: 1231px) calc(50vw - 16px), 600px"
        />
      </div>
      <div className="story-card__body">
        {card.subtitle ? (
          <p className="story-card__subtitle" {...textLang(card.subtitle)}>
            {card.subtitle}
          </p>
        ) : null}
        <h2 id={`story-${card._id}`} {...textLang(card.title)}>
          {card.title}
        </h2>
        {card.description ? (
          <p className="story-card__description" {...textLang(card.description)}>
            {card.description}
          </p>
        ) : null}
        {card.tags?.length ? (
          <ul className="tags" aria-label={t.home.tags}>
            {card.tags.map((tag) => (
              <li key={tag} {...textLang(tag)}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
