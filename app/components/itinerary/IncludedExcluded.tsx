import type { ItineraryPackage } from '~/content/types'
import { useT, useTextLang } from '~/i18n/react'
import { useEditAttribute } from '~/state/edit-attributes'

/** What the trip's price includes, and what it does not, side by side. */
export function IncludedExcluded({ pkg }: { pkg: ItineraryPackage }) {
  const edit = useEditAttribute()
  const { itinerary: t } = useT()
  const textLang = useTextLang()
  const list = (lines: string[] | null | undefined) =>
    (lines ?? []).map((line) => (
      <li key={line} {...textLang(line)}>
        {line}
      </li>
    ))
  return (
    <div className="full-itinerary__lists">
      <section id="included" className="full-itinerary__section" aria-labelledby="included-title">
        <h2 id="included-title">{t.included}</h2>
        <ul className="check-list" data-sanity={edit(pkg, 'included')}>
          {list(pkg.included)}
        </ul>
      </section>
      <section id="excluded" className="full-itinerary__section" aria-labelledby="excluded-title">
        <h2 id="excluded-title">{t.excluded}</h2>
        <ul className="cross-list" data-sanity={edit(pkg, 'excluded')}>
          {list(pkg.excluded)}
        </ul>
      </section>
    </div>
  )
}
