import { useLoaderData } from '@remix-run/react'
import { Pager } from '~/components/shared/Pager'
import { ProductGrid } from '~/components/shared/ProductGrid'
import type { loadSpecialistTrips } from '~/content/loaders/specialist-trips.server'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { Link, useT, useTextLang } from '~/i18n/react'
import { FIRST_SCREEN_CARDS } from '~/logic/placeholders'
import { firstNameOf } from '~/logic/specialist-links'

/** `/specialists/:member`: every trip one person designs, as cards, ten at a time, with the way back to the team. */
export function SpecialistTripsPage() {
  const { member, basePath, page, pages, total, items } = useLoaderData<typeof loadSpecialistTrips>()
  const t = useT()
  const textLang = useTextLang()
  return (
    <main id="main" className="container listing">
      <header className="listing__head">
        <h1>{t.specialist.tripsTheyDesign(firstNameOf(withoutEditMarks(member.name)))}</h1>
        <p>
          <span {...textLang(member.name)}>{member.name}</span>,{' '}
          <span {...textLang(member.position)}>{member.position}</span>
        </p>
        <Link to="/about" className="see-all">
          {t.errors.meetTheTeam}
        </Link>
      </header>
      <p>{t.listing.results(total)}</p>
      <ProductGrid items={items} eager={FIRST_SCREEN_CARDS} />
      <Pager page={page} pages={pages} basePath={basePath} />
    </main>
  )
}
