import { SanityImage } from '~/components/shared/SanityImage'
import type { HomeSettings } from '~/content/types'
import { useT, useTextLang } from '~/i18n/react'

export function PartnerSection({ heading, settings }: { heading: string | null; settings: HomeSettings }) {
  const board = settings.tourismBoard
  const t = useT()
  const textLang = useTextLang()
  return (
    <section className="partner-section" aria-labelledby="partner-heading">
      <h2 id="partner-heading" {...textLang(heading)}>
        {heading ?? t.home.ourPartners}
      </h2>
      <div className="partner-section__body">
        {board?.logo ? (
          board.url ? (
            <a
              href={board.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.common.opensInNewTab(board.name ?? '')}
            >
              <SanityImage image={board.logo} width={200} sizes="200px" />
            </a>
          ) : (
            <SanityImage image={board.logo} width={200} sizes="200px" />
          )
        ) : null}
        {settings.licenceNumber ? (
          <p>
            {t.home.licence}{' '}
            <strong>
              <bdi>{settings.licenceNumber}</bdi>
            </strong>
          </p>
        ) : null}
      </div>
    </section>
  )
}
