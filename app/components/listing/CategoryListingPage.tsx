import { Link, useLoaderData } from '@remix-run/react'
import type { MetaFunction } from '@remix-run/node'
import { ProductGrid } from '~/components/catalogue/ProductGrid'
import { pageMeta } from '~/utils/meta'
import type { CategoryListingData } from './category-listing.server'
import { Pager } from './Pager'

export function CategoryListingPage() {
  const listing = useLoaderData<CategoryListingData>()
  const { category, problem, page, pages, basePath, items, total } = listing
  return (
    <main id="main" className="container listing">
      <header className="listing__head">
        <h1>{category}</h1>
        {problem ? null : (
          <p className="listing__count">
            {total} {total === 1 ? 'result' : 'results'}
          </p>
        )}
      </header>
      {problem ? (
        <div className="notice" role="status">
          <p>
            {problem.kind === 'invalid'
              ? `“${problem.raw}” is not a page number.`
              : `There is no page ${problem.page}: ${category} has ${pages} ${pages === 1 ? 'page' : 'pages'}.`}
          </p>
          <p>
            <Link to={basePath}>Go to page 1 of {category}</Link>
          </p>
        </div>
      ) : (
        <>
          <ProductGrid items={items} eager={4} />
          <Pager page={page} pages={pages} basePath={basePath} />
        </>
      )}
    </main>
  )
}

export const categoryListingMeta: MetaFunction = ({ data }) => {
  const listing = data as CategoryListingData | undefined
  if (!listing) return [{ title: 'Not found' }]
  const page = listing.page > 1 ? ` (page ${listing.page})` : ''
  return pageMeta({
    title: `${listing.category}${page}`,
    description: `Browse our ${listing.category.toLowerCase()}: luxury golf and safari journeys in Kenya, Rwanda, Zanzibar and Dubai.`,
  })
}
