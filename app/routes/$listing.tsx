import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { CategoryListingPage } from '~/components/listing/CategoryListingPage'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { loadCategoryListing } from '~/content/loaders/category-listing.server'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { categoryFromSlug } from '~/logic/categories'
import { listingMeta } from '~/logic/listing-meta'
import { notFound, publicPageHeaders } from '~/platform/http.server'
import filterStyles from '~/styles/listing-filters.css?url'

/**
 * `/itineraries`, `/circuits`, `/golf-courses`, `/hotels`, `/excursions`: one route for every category in the
 * table (app/logic/categories.ts). Named routes (`/about`, `/contact`, …) rank above this one; any other
 * single-segment path no route claims ends here as the Not Found page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const category = categoryFromSlug(params.listing ?? '')
  if (!category) notFound()
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
