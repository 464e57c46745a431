import type { TeamMember } from '~/content/types'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { Link, useT, useTextLang } from '~/i18n/react'
import { categoryLabel } from '~/logic/categories'
import { specialistTripsPath } from '~/logic/links'
import { firstNameOf } from '~/logic/specialist-links'

/**
 * On About (issues 35 and 42): the first trips a person designs, from the trips that name them as their
 * specialist, each a link to its page, under their own "Trips I design" line, then a link to all of them (their
 * listing). Nothing for a person who designs none.
 */
export function DesignedTrips({ member }: { member: TeamMember }) {
  const t = useT()
  const textLang = useTextLang()
  if (!member.trips.length) return null
  const id = `designs-${member._id}`
  const firstName = firstNameOf(withoutEditMarks(member.name))
  return (
    <section className="team-card__trips" aria-labelledby={id}>
      <h4 id={id}>{t.specialist.tripsTheyDesign(firstName)}</h4>
      {member.tripsIDesign ? <p {...textLang(member.tripsIDesign)}>{member.tripsIDesign}</p> : null}
      <ul>
        {member.trips.map((trip) => (
          <li key={trip._id}>
            <Link to={`/itinerary/${trip.slug}`} {...textLang(trip.name)}>
              {trip.name}
            </Link>
            {trip.sameName && trip.category ? ` (${categoryLabel(trip.category, t)})` : null}
          </li>
        ))}
      </ul>
      <Link to={specialistTripsPath(member._id)} className="team-card__all-trips">
        {t.company.allTrips(firstName, member.tripCount)}
      </Link>
    </section>
  )
}
