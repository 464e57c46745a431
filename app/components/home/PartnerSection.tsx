import { SanityImage } from '~/components/shared/SanityImage'
import type { HomeSettings } from '~/content/types'

export function PartnerSection({ heading, settings }: { heading: string | null; settings: HomeSettings }) {
  const board = settings.tourismBoard
  return (
    <section className="partner-section" aria-labelledby="partner-heading">
      <h2 id="partner-heading">{heading ?? 'Our partners'}</h2>
      <div className="partner-section__body">
        {board?.logo ? (
          board.url ? (
            <a
              href={board.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${board.name} (opens in a new tab)`}
            >
              <SanityImage image={board.logo} width={200} sizes="200px" />
            </a>
          ) : (
            <SanityImage image={board.logo} width={200} sizes="200px" />
          )
        ) : null}
        {settings.licenceNumber ? (
          <p>
            Licensed tour operator · Travel licence <strong>{settings.licenceNumber}</strong>
          </p>
        ) : null}
      </div>
    </section>
  )
}
