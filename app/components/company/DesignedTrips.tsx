import type { TeamMember } from '~/content/types'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { Link, useT, useTextLang } from '~/i18n/react'
import { categoryLabel } from '~/logic/categories'
import { designedTrips } from '~/logic/designed-trips'
import { firstNameOf } from '~/logic/specialist-links'

/**
 * On About (issue 35): the trips a person designs, from the trips that name them as their specialist, each a link
 * to its page, under their own "Trips I design" line. Nothing for a person who designs none.
 */
export function DesignedTrips({ member }: { member: TeamMember }) {
  const t = useT()
  const textLang = useTextLang()
  const trips = designedTrips(member.trips)
  if (!trips.length) return null
  const id = `designs-${member._id}`
  return (
    <section className="team-card__trips" aria-labelledby={id}>
      <h4 id={id}>{t.specialist.tripsTheyDesign(firstNameOf(withoutEditMarks(member.name)))}</h4>
      {member.tripsIDesign ? <p {...textLang(member.tripsIDesign)}>{member.tripsIDesign}</p> : null}
      <ul>
        {trips.map((trip) => (
          <li key={trip._id}>
            <Link to={`/itinerary/${trip.slug}`} {...textLang(trip.name)}>
              {trip.name}
            </Link>
            {trip.sameName && trip.category ? ` (${categoryLabel(trip.category, t)})` : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
