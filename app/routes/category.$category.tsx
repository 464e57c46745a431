import type { LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { loadCategoryListing } from '~/components/listing/category-listing.server'
import { CategoryListingPage, categoryListingMeta } from '~/components/listing/CategoryListingPage'
import { isCategory } from '~/utils/categories'
import { notFound, publicPageHeaders } from '~/utils/http'
import { headingFromCategorySlug, slugify } from '~/utils/slug'

/** `/category/golf-courses`: dashes stand for spaces; the capitalised heading names the category. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const heading = headingFromCategorySlug(params.category ?? '')
  if (!isCategory(heading)) notFound(`There is no category “${params.category}”.`)
  return loadCategoryListing(request, heading, `/category/${slugify(heading)}`)
}

export const meta = categoryListingMeta
export const headers = publicPageHeaders
export default CategoryListingPage
export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
