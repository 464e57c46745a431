import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { ProductGrid } from '~/components/shared/ProductGrid'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { contentFor } from '~/content/content.server'
import { CATALOGUE_CARDS_QUERY } from '~/content/queries'
import type { CatalogueCard, SearchableCard } from '~/content/types'
import { useSiteState } from '~/state/site-state'
import { publicPageHeaders } from '~/server/http.server'
import { pageMeta } from '~/logic/page-meta'
import { FIRST_SCREEN_CARDS } from '~/logic/placeholders'
import { normaliseSearchTerm, searchCatalogue } from '~/logic/search'

export const NO_MATCH_MESSAGE =
  'Please! Search by Itinerary name, Circuit name, Golf Course name, Excursion name or Hotel name. Otherwise, what you are looking for is not available as of today.'

export async function loader({ request }: LoaderFunctionArgs) {
  const term = normaliseSearchTerm(new URL(request.url).searchParams.get('q'))
  const content = await contentFor(request)
  const catalogue = await content.fetch(CATALOGUE_CARDS_QUERY)
  // No term: guidance and the whole catalogue (what "See All" leads to).
  const results = term ? searchCatalogue(catalogue, term) : catalogue
  return { term, results: results.map(asCard) }
}

/** A match as the page shows it: the fields it was matched on stay on the server. */
const asCard = ({ _id, name, slug, rating, price, image }: SearchableCard): CatalogueCard => ({ _id, name, slug, rating, price, image })

export const headers = publicPageHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({
    title: data?.term ? `Search: ${data.term}` : 'Search',
    description: 'Search our itineraries, circuits, golf courses, excursions and hotels.',
  }),
  { name: 'robots', content: 'noindex, follow' },
]

export default function Search() {
  const { term, results } = useLoaderData<typeof loader>()
  const { dispatch } = useSiteState()
  useEffect(() => {
    dispatch({ type: 'SET_SEARCH_TERM', term: term || null })
  }, [dispatch, term])
  return (
    <main id="main" className="container listing">
      <header className="listing__head">
        <h1>{term ? term : 'Search'}</h1>
        <Link to="/search" className="see-all">
          See All
        </Link>
      </header>
      {term === '' ? (
        <p className="notice" role="status">
          Type an itinerary, circuit, golf course, excursion or hotel name in the search box above, or browse everything we offer below.
        </p>
      ) : results.length === 0 ? (
        <p className="notice" role="status">
          {NO_MATCH_MESSAGE} <strong className="notice__term">{term}</strong>
        </p>
      ) : (
        <p className="listing__count" role="status">
          {results.length} {results.length === 1 ? 'result' : 'results'} for “{term}”
        </p>
      )}
      {results.length > 0 ? <ProductGrid items={results} eager={FIRST_SCREEN_CARDS} /> : null}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
