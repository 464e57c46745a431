import type { LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { loadCategoryListing } from '~/components/listing/category-listing.server'
import { CategoryListingPage, categoryListingMeta } from '~/components/listing/CategoryListingPage'
import { publicPageHeaders } from '~/utils/http'

export function loader({ request }: LoaderFunctionArgs) {
  return loadCategoryListing(request, 'Golf Courses', '/golf-courses')
}

export const meta = categoryListingMeta
export const headers = publicPageHeaders
export default CategoryListingPage
export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
