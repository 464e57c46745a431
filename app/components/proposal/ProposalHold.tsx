import type { ProposalView } from '~/content/loaders/proposal.server'
import { useLanguage, useT } from '~/i18n/react'
import { formatInstant, NAIROBI_TIME_ZONE, zoneName } from '~/logic/proposal-hold'

/**
 * The traveller's places on their departure (issue 45, decision 067), as their hold stands now: held until a time
 * in Nairobi (and in their own zone when they told us a different one), booked, ended or released.
 */
export function ProposalHold({ hold, specialistName }: { hold: ProposalView['hold']; specialistName: string }) {
  const t = useT().proposal
  const { intlLocale } = useLanguage()
  if (!hold) return null
  if (hold.standing !== 'held' || !hold.expiresAt) {
    const words = {
      held: t.holdEnded(specialistName),
      booked: t.booked,
      ended: t.holdEnded(specialistName),
      released: t.holdReleased(specialistName),
      'not-held': t.notHeld(specialistName),
    }
    return (
      <p className="proposal-hold" data-hold={hold.standing} role="status">
        {words[hold.standing]}
      </p>
    )
  }
  const zone = hold.travellerTimeZone
  return (
    <div className="proposal-hold" data-hold="held" role="status">
      <p>
        <strong>{t.heldUntilNairobi(formatInstant(hold.expiresAt, intlLocale, NAIROBI_TIME_ZONE))}</strong>
      </p>
      {zone ? (
        <p>{t.heldUntilYours(formatInstant(hold.expiresAt, intlLocale, zone), zoneName(zone, intlLocale))}</p>
      ) : null}
    </div>
  )
}
