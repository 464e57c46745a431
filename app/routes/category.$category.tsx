import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { CategoryListingPage } from '~/components/listing/CategoryListingPage'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { loadCategoryListing } from '~/content/loaders/category-listing.server'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { languageOfRequest } from '~/i18n/request-language.server'
import { categoryFromSlug } from '~/logic/categories'
import { listingMeta } from '~/logic/listing-meta'
import { notFound, publicPageHeaders } from '~/platform/http.server'
import filterStyles from '~/styles/listing-filters.css?url'

/** `/category/golf-courses`, where the home page's "See All" leads: the same listing as `/golf-courses`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const category = categoryFromSlug(params.category ?? '')
  if (!category) {
    const t = catalogueFor(languageOfRequest(request))
    notFound(t.listing.noCategory((params.category ?? '').slice(0, 60)))
  }
  return loadCategoryListing(request, category)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  listingMeta(data, catalogueFor(languageOfMatches(matches)))
export const headers = publicPageHeaders
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: filterStyles }]
export default CategoryListingPage
export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
