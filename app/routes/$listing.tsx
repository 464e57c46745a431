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

/**
 * `/itineraries`, `/circuits`, `/golf-courses`, `/hotels`, `/excursions`: one route for every category in the
 * table (app/logic/categories.ts), and the same listing again at `/category/<slug>`, where the home page's "See All"
 * leads (app/routes/category.$category.tsx is this route). Named routes (`/about`, `/contact`, …) rank above this
 * one; any other single-segment path no route claims ends here as the Not Found page, while `/category/<slug>`
 * says which category it did not find.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.listing ?? params.category ?? ''
  const category = categoryFromSlug(slug)
  if (!category) {
    if (params.category === undefined) notFound()
    notFound(catalogueFor(languageOfRequest(request)).listing.noCategory(slug.slice(0, 60)))
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
