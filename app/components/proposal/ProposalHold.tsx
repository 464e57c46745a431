import type { ProposalView } from '~/content/loaders/proposal.server'
import { useT } from '~/i18n/react'

/**
 * The traveller's places on their departure (issue 45, decision 067), as their hold stands now: held until a time
 * in Nairobi (and in their own zone when they told us a different one), booked, ended or released.
 */
export function ProposalHold({ hold, specialistName }: { hold: ProposalView['hold']; specialistName: string }) {
  const t = useT().proposal
  if (!hold) return null
  if (hold.standing !== 'held' || !hold.until) {
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
  const { nairobi, yours } = hold.until
  return (
    <div className="proposal-hold" data-hold="held" role="status">
      <p>
        <strong>{t.heldUntilNairobi(nairobi)}</strong>
      </p>
      {yours ? <p>{t.heldUntilYours(yours.time, yours.zone)}</p> : null}
    </div>
  )
}
