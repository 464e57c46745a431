import type { SiteSettings } from '~/content/types'
import { telHref } from '~/logic/links'

export type Office = NonNullable<SiteSettings['offices']>[number]

/** An office's address lines, phone and e-mail: the footer shows them, and the printed itinerary. */
export function OfficeAddress({ office }: { office: Office }) {
  return (
    <address>
      {(office.address ?? '').split('\n').map((line) => (line ? <span key={line}>{line}</span> : null))}
      {office.phone ? <a href={telHref(office.phone)}>{office.phone}</a> : null}
      {office.email ? <a href={`mailto:${office.email}`}>{office.email}</a> : null}
    </address>
  )
}
