import { useLocation, useSearchParams } from '@remix-run/react'
import { type FormEvent, useState } from 'react'
import { languageById } from '#shared/languages'
import { spokenLanguageNames } from '#shared/spoken-languages'
import { Named } from '~/components/shared/Named'
import { SanityImage } from '~/components/shared/SanityImage'
import type { Specialist } from '~/content/types'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { Link, useFormat, useLang, useT, useTextLang } from '~/i18n/react'
import { canRequest, type DatedDeparture } from '~/logic/departures'
import { telHref } from '~/logic/links'
import {
  CHOSEN_DEPARTURE_PARAM,
  chosenDeparture,
  firstNameOf,
  specialistEnquiryHref,
  whatsappHref,
} from '~/logic/specialist-links'
import { useEditAttribute } from '~/state/edit-attributes'

type Props = {
  specialist: Specialist
  /** The trip's name, as its page shows it: every message names it. */
  tripName: string
  /** The departures the page lists, one of which the visitor may choose for the messages to name. */
  departures: readonly DatedDeparture[]
}

/**
 * A trip's specialist (issue 35): who they are, the languages they speak and their office, and three ways to reach
 * them: WhatsApp with a message naming the trip, their phone, and the contact form addressed to them. A trip with
 * departures offers to name one in the messages: the choice is `?departure=` in the page's address (a plain GET
 * form without JavaScript; with it, the links follow the list at once and the address is kept in step).
 */
export function SpecialistCard({ specialist, tripName, departures }: Props) {
  const { specialist: t } = useT()
  const lang = useLang()
  const format = useFormat()
  const textLang = useTextLang()
  const edit = useEditAttribute()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const requestable = departures.filter(canRequest)
  const [choice, setChoice] = useState(() => searchParams.get(CHOSEN_DEPARTURE_PARAM))
  // Only a date the page lists and that can still be asked for is named; anything else names none.
  const chosen = chosenDeparture(requestable, choice)?.startDate ?? ''
  const choose = (value: string) => {
    setChoice(value)
    // Kept in the address, so a reload or a shared link names the same date; the page itself needs no new data.
    const url = new URL(window.location.href)
    if (value) url.searchParams.set(CHOSEN_DEPARTURE_PARAM, value)
    else url.searchParams.delete(CHOSEN_DEPARTURE_PARAM)
    window.history.replaceState(window.history.state, '', url)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const select = event.currentTarget.elements.namedItem(CHOSEN_DEPARTURE_PARAM) as HTMLSelectElement | null
    choose(select?.value ?? '')
  }

  const name = specialist.name
  const firstName = firstNameOf(withoutEditMarks(name))
  const trip = withoutEditMarks(tripName)
  const departureText = chosen ? format.date(chosen) : null
  const whatsapp = whatsappHref(specialist.whatsapp, t.whatsappMessage(firstName, trip, departureText))
  const enquiry = specialistEnquiryHref(t.enquiryMessage(firstName, trip, departureText), specialist._id)
  const languages = spokenLanguageNames(specialist.languages, t.languageNames)
  const { listSeparator } = languageById(lang)
  // The other parameters the page reads (the day shown, every date listed) stay when a date is chosen without JS.
  const kept = [...searchParams].filter(([key]) => key !== CHOSEN_DEPARTURE_PARAM)

  return (
    <section className="specialist-card" id="specialist" aria-labelledby="specialist-title">
      <h2 id="specialist-title">{t.cardTitle}</h2>
      <div className="specialist-card__person">
        <SanityImage
          image={specialist.photo}
          width={96}
          aspectRatio={1}
          alt=""
          sizes="96px"
          className="specialist-card__photo"
          data-sanity={edit(specialist, 'photo')}
        />
        <div>
          {/* The name isolated inside the heading, which keeps the page's direction and alignment. */}
          <h3 className="specialist-card__name">
            <bdi {...textLang(name)}>{name}</bdi>
          </h3>
          <p className="specialist-card__position" {...textLang(specialist.position)}>
            {specialist.position}
          </p>
        </div>
      </div>
      <p className="specialist-card__intro">
        <Named text={t.cardIntro} name={firstName} />
      </p>
      <dl className="specialist-card__facts">
        {languages.length ? (
          <div className="specialist-card__fact">
            <dt>{t.languages}</dt>
            <dd>{languages.join(listSeparator)}</dd>
          </div>
        ) : null}
        {specialist.office ? (
          <div className="specialist-card__fact">
            <dt>{t.office}</dt>
            <dd {...textLang(specialist.office.title)}>{specialist.office.title}</dd>
          </div>
        ) : null}
        {specialist.tripsIDesign ? (
          <div className="specialist-card__fact">
            <dt>{t.designs}</dt>
            <dd {...textLang(specialist.tripsIDesign)}>{specialist.tripsIDesign}</dd>
          </div>
        ) : null}
      </dl>
      {requestable.length ? (
        <form
          method="get"
          action={`${location.pathname}#specialist`}
          className="specialist-card__departure"
          onSubmit={onSubmit}
        >
          {kept.map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <label htmlFor="specialist-departure">{t.departure}</label>
          <select
            id="specialist-departure"
            name={CHOSEN_DEPARTURE_PARAM}
            value={chosen}
            onChange={(event) => choose(event.currentTarget.value)}
            aria-describedby="specialist-departure-note"
          >
            <option value="">{t.anyDeparture}</option>
            {requestable.map((departure) => (
              <option key={departure._key} value={departure.startDate}>
                {format.date(departure.startDate)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--small button--outline">
            {t.useDeparture}
          </button>
          <p id="specialist-departure-note" className="specialist-card__note">
            {t.departureNote}
          </p>
        </form>
      ) : null}
      <ul className="specialist-card__reach" aria-label={t.reachVia(firstName)}>
        {whatsapp ? (
          <li>
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="button"
              aria-label={t.whatsappLabel(firstName, trip)}
            >
              {t.whatsapp}
            </a>
          </li>
        ) : null}
        {specialist.phone ? (
          <li>
            <a href={telHref(withoutEditMarks(specialist.phone))} className="button button--outline">
              {t.call} <bdi dir="ltr">{specialist.phone}</bdi>
            </a>
          </li>
        ) : null}
        <li>
          <Link to={enquiry} className="button button--outline">
            <Named text={t.enquireWith} name={firstName} />
          </Link>
        </li>
      </ul>
    </section>
  )
}
