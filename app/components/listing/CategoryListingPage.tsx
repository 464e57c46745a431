import { useLoaderData } from '@remix-run/react'
import { Pager } from '~/components/shared/Pager'
import { ProductGrid } from '~/components/shared/ProductGrid'
import type { CategoryListingData } from '~/content/loaders/category-listing.server'
import { FIRST_SCREEN_CARDS } from '~/logic/placeholders'

/** One page of a category's cards, ten at a time. */
export function CategoryListingPage() {
  const { category, page, pages, basePath, items, total } = useLoaderData<CategoryListingData>()
  return (
    <main id="main" className="container listing">
      <header className="listing__head">
        <h1>{category}</h1>
        <p className="listing__count">
          {total} {total === 1 ? 'result' : 'results'}
        </p>
      </header>
      <ProductGrid items={items} eager={FIRST_SCREEN_CARDS} />
      <Pager page={page} pages={pages} basePath={basePath} />
    </main>
  )
}
