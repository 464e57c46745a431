import { useKeenSlider } from 'keen-slider/react.js'
import { useState, type KeyboardEvent } from 'react'
import { SanityImage } from '~/components/SanityImage'
import type { TeamMember } from '~/content/types'
import { TEAM_CAROUSEL_OPTIONS } from './team-carousel-options'
import { telHref } from '~/utils/links'

/** The eight team cards: swipe, arrows, Left/Right keys and one pagination bullet a card. */
export function TeamCarousel({ team }: { team: TeamMember[] }) {
  const [current, setCurrent] = useState(0)
  const [ready, setReady] = useState(false)
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    ...TEAM_CAROUSEL_OPTIONS,
    created: () => setReady(true),
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  })
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') slider.current?.prev()
    else if (event.key === 'ArrowRight') slider.current?.next()
    else return
    event.preventDefault()
  }
  return (
    <section className={`team-carousel${ready ? ' is-ready' : ''}`} aria-roledescription="carousel" aria-label="Our team" onKeyDown={onKeyDown}>
      <div ref={sliderRef} className="keen-slider">
        {team.map((member, index) => (
          <article key={member._id} className="keen-slider__slide team-card" aria-roledescription="slide" aria-label={`${index + 1} of ${team.length}: ${member.name}`}>
            <SanityImage image={member.photo} width={360} aspectRatio={1} className="team-card__photo" sizes="(max-width: 750px) 90vw, 360px" />
            <div className="team-card__body">
              <h3>{member.name}</h3>
              <p className="team-card__position">{member.position}</p>
              {member.bio ? <p className="team-card__bio">{member.bio}</p> : null}
              <p className="team-card__contact">
                {member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : null}
                {member.phone ? <a href={telHref(member.phone)}>{member.phone}</a> : null}
              </p>
            </div>
          </article>
        ))}
      </div>
      <div className="team-carousel__controls">
        <button type="button" className="carousel__arrow" aria-label="Previous team member" onClick={() => slider.current?.prev()}>
          ‹
        </button>
        <div className="team-carousel__bullets" role="group" aria-label="Choose a team member">
          {team.map((member, index) => (
            <button
              key={member._id}
              type="button"
              className="carousel__dot"
              aria-label={`Show ${member.name}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => slider.current?.moveToIdx(index)}
            />
          ))}
        </div>
        <button type="button" className="carousel__arrow" aria-label="Next team member" onClick={() => slider.current?.next()}>
          ›
        </button>
      </div>
    </section>
  )
}
