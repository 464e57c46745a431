import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { SpecialistTripsPage } from '~/components/company/SpecialistTripsPage'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { loadSpecialistTrips } from '~/content/loaders/specialist-trips.server'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { notFoundMeta, pageMeta } from '~/logic/page-meta'
import { firstNameOf } from '~/logic/specialist-links'
import { publicPageHeaders } from '~/platform/http.server'

/** `/specialists/:member`: the trips one team member designs, linked from their card on About (decision 054). */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadSpecialistTrips(request, params.member ?? '')

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = catalogueFor(languageOfMatches(matches))
  if (!data) return notFoundMeta(t)
  const title = t.specialist.tripsTheyDesign(firstNameOf(data.member.name))
  return pageMeta({
    title: data.page > 1 ? `${title} (${data.page}/${data.pages})` : title,
    description: t.company.specialistTripsDescription(data.member.name, data.member.position),
  })
}

export const headers = publicPageHeaders
export default SpecialistTripsPage
export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
