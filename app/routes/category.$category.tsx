import ListingPage from './$listing'

/** `/category/golf-courses`: the listing route of `/golf-courses` (app/routes/$listing.tsx), under its own address. */
export { ErrorBoundary, headers, links, loader, meta } from './$listing'
export default ListingPage
