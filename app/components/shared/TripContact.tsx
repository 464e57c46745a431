import type { TripContact as TripContactData } from '~/content/types'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { useT } from '~/i18n/react'
import type { DatedDeparture } from '~/logic/departures'
import { ChatLink } from './ChatLink'
import { SpecialistCard } from './SpecialistCard'

/**
 * Who to talk to about a trip, on each of its pages (issue 35): its specialist's card, when it names one, and the
 * floating chat link with a message naming the trip (elsewhere the link keeps the site-wide message).
 */
export function TripContact({
  contact,
  tripName,
  departures = [],
}: {
  contact: TripContactData
  tripName: string
  departures?: readonly DatedDeparture[]
}) {
  const t = useT().specialist
  const trip = withoutEditMarks(tripName)
  return (
    <>
      {contact.specialist ? (
        // Keyed by the trip: a choice of date belongs to one trip, not to the next one the same route shows.
        <SpecialistCard key={trip} specialist={contact.specialist} tripName={tripName} departures={departures} />
      ) : null}
      <ChatLink chat={{ url: contact.chatUrl, prefilledText: t.chatAbout(trip) }} label={t.chatAboutLabel(trip)} />
    </>
  )
}
