import type { SiteSettings } from '~/content/types'
import { useLanguage, useTextLang } from '~/i18n/react'
import { telHref } from '~/logic/links'

export type Office = NonNullable<SiteSettings['offices']>[number]

/** An office's address lines, phone and e-mail: the footer shows them, and the printed itinerary. */
export function OfficeAddress({ office }: { office: Office }) {
  const textLang = useTextLang()
  // A phone number or an address read right to left would scramble its groups: on other editions' pages it is
  // set left to right.
  const ltr = useLanguage().dir === 'rtl' ? ({ dir: 'ltr' } as const) : {}
  return (
    <address>
      {(office.address ?? '').split('\n').map((line) =>
        line ? (
          <span key={line} {...textLang(line)}>
            {line}
          </span>
        ) : null,
      )}
      {office.phone ? (
        <a href={telHref(office.phone)} {...ltr}>
          {office.phone}
        </a>
      ) : null}
      {office.email ? (
        <a href={`mailto:${office.email}`} {...ltr}>
          {office.email}
        </a>
      ) : null}
    </address>
  )
}
