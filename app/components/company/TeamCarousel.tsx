import type { KeenSliderInstance } from 'keen-slider'
import { useKeenSlider } from 'keen-slider/react.js'
import { type KeyboardEvent, useState } from 'react'
import { SanityImage } from '~/components/shared/SanityImage'
import type { TeamMember } from '~/content/types'
import { useLanguage, useT, useTextLang } from '~/i18n/react'
import { arrowKeyStep } from '~/logic/carousel'
import { telHref } from '~/logic/links'
import { teamCarouselOptions } from '~/logic/team-carousel-options'
import { useEditAttribute } from '~/state/edit-attributes'
import { DesignedTrips } from './DesignedTrips'

/** The eight team cards: swipe, arrows, Left/Right keys and one pagination bullet a card. */
export function TeamCarousel({ team }: { team: TeamMember[] }) {
  // The members wholly in view (three at desktop width): their dots are the current ones.
  const [inView, setInView] = useState<number[]>([0])
  const edit = useEditAttribute()
  const { company: t, shared } = useT()
  const textLang = useTextLang()
  const [ready, setReady] = useState(false)
  const { dir } = useLanguage()
  const showWhatIsInView = (instance: KeenSliderInstance) => setInView(membersInView(instance))
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    ...teamCarouselOptions(dir),
    created: (instance) => {
      setReady(true)
      showWhatIsInView(instance)
    },
    updated: showWhatIsInView,
    optionsChanged: showWhatIsInView,
    animationEnded: showWhatIsInView,
    slideChanged: showWhatIsInView,
  })
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowKeyStep(event.key, dir)
    if (step === 1) slider.current?.next()
    else if (step === -1) slider.current?.prev()
    else return
    event.preventDefault()
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: arrow keys from the carousel's buttons, bubbling up
    <section
      className={`team-carousel${ready ? ' is-ready' : ''}`}
      aria-roledescription={shared.carouselRole}
      aria-label={t.ourTeam}
      onKeyDown={onKeyDown}
    >
      <div ref={sliderRef} className="keen-slider">
        {team.map((member, index) => (
          <article
            key={member._id}
            className="keen-slider__slide team-card"
            aria-roledescription={shared.slideRole}
            aria-label={t.memberOf(index + 1, team.length, member.name)}
          >
            <SanityImage
              image={member.photo}
              width={380}
              // Wider than tall, so a card with its three trips fits a laptop's screen (issue 42, rule 10).
              aspectRatio={16 / 9}
              className="team-card__photo"
              data-sanity={edit(member, 'photo')}
              sizes="(max-width: 1100px) calc(100vw - 32px), 380px"
            />
            <div className="team-card__body">
              <h3 {...textLang(member.name)}>{member.name}</h3>
              <p className="team-card__position" {...textLang(member.position)}>
                {member.position}
              </p>
              {member.bio ? (
                <p className="team-card__bio" {...textLang(member.bio)}>
                  {member.bio}
                </p>
              ) : null}
              <p className="team-card__contact">
                {member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : null}
                {member.phone ? <a href={telHref(member.phone)}>{member.phone}</a> : null}
              </p>
              <DesignedTrips member={member} />
            </div>
          </article>
        ))}
      </div>
      <div className="team-carousel__controls">
        <button
          type="button"
          className="carousel__arrow"
          aria-label={t.previousMember}
          onClick={() => slider.current?.prev()}
        >
          ‹
        </button>
        {/* biome-ignore lint/a11y/useSemanticElements: buttons moving a carousel, not form fields for a fieldset */}
        <div className="team-carousel__bullets" role="group" aria-label={t.chooseMember}>
          {team.map((member, index) => (
            <button
              key={member._id}
              type="button"
              className="carousel__dot"
              aria-label={t.showMember(member.name)}
              aria-current={inView.includes(index) ? 'true' : undefined}
              onClick={() => {
                if (!slider.current) return
                bringIntoView(slider.current, index)
                showWhole(slider.current.slides[index])
              }}
            />
          ))}
        </div>
        <button
          type="button"
          className="carousel__arrow"
          aria-label={t.nextMember}
          onClick={() => slider.current?.next()}
        >
          ›
        </button>
      </div>
    </section>
  )
}

/**
 * With three cards a view, the track cannot start at the last two members (it stops at the last full view), and
 * keen-slider ignores a move past that stop. So a dot moves the track just far enough to show its member.
 */
function bringIntoView(instance: KeenSliderInstance, index: number) {
  const details = instance.track.details
  if (!details) return
  instance.moveToIdx(Math.max(details.minIdx, Math.min(index, details.maxIdx)))
}

/**
 * The dots sit under the cards: a visitor who scrolled down to them would otherwise choose a person whose name is
 * above the window. The window moves just enough to show the whole card (one fits a laptop's screen, decision 054).
 */
function showWhole(card: HTMLElement | undefined) {
  if (!card) return
  const box = card.getBoundingClientRect()
  // Whole pixels, rounded away from the card: the window scrolls by whole pixels, the card's edges fall between.
  const by = box.top < 0 ? Math.floor(box.top) : Math.ceil(Math.max(0, Math.min(box.bottom - innerHeight, box.top)))
  if (by !== 0) window.scrollBy({ top: by })
}

function membersInView(instance: KeenSliderInstance): number[] {
  const slides = instance.track.details?.slides ?? []
  const whole = slides.flatMap((slide, index) => (slide.portion > 0.98 ? [index] : []))
  return whole.length ? whole : [instance.track.details?.rel ?? 0]
}
