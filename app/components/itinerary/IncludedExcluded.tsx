import type { ItineraryPackage } from '~/content/types'
import { useT, useTextLang } from '~/i18n/react'
import { useEditAttribute } from '~/state/edit-attributes'

/** What the trip's price includes, and what it does not, side by side. */
export function IncludedExcluded({ pkg }: { pkg: ItineraryPackage }) {
  const edit = useEditAttribute()
  const { itinerary: t } = useT()
  const textLang = useTextLang()
  const section = (field: 'included' | 'excluded', listClass: string) => (
    <section id={field} className="full-itinerary__section" aria-labelledby={`${field}-title`}>
      <h2 id={`${field}-title`}>{t[field]}</h2>
      <ul className={listClass} data-sanity={edit(pkg, field)}>
        {(pkg[field] ?? []).map((line) => (
          <li key={line} {...textLang(line)}>
            {line}
          </li>
        ))}
      </ul>
    </section>
  )
  return (
    <div className="full-itinerary__lists">
      {section('included', 'check-list')}
      {section('excluded', 'cross-list')}
    </div>
  )
}
