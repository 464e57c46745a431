import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { IgnoredNote, ResultCount } from '~/components/listing/FilterNotes'
import { TripFilters } from '~/components/listing/TripFilters'
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
import { readTripFilters } from '~/logic/trip-filter-state'
import { withSearch } from '~/logic/links'
import { tripFilterQueryParams } from '~/logic/trip-filters'
import filterStyles from '~/styles/listing-filters.css?url'

export const NO_MATCH_MESSAGE =
  'Please! Search by Itinerary name, Circuit name, Golf Course name, Excursion name or Hotel name. Otherwise, what you are looking for is not available as of today.'

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const term = normaliseSearchTerm(params.get('q'))
  const filters = readTripFilters(params, null)
  const content = await contentFor(request)
  // The trip filters and order apply in GROQ; the term's substring match on the server (decision 006).
  const catalogue = await content.fetch(CATALOGUE_CARDS_QUERY, tripFilterQueryParams(filters.filter))
  // No term: guidance and the whole catalogue (what "See All" leads to), or what the filters leave of it.
  const results = term ? searchCatalogue(catalogue, term) : catalogue
  return { term, ...filters, results: results.map(asCard) }
}

/** A match as the page shows it: the fields it was matched on stay on the server. */
const asCard = ({ _id, name, slug, rating, price, image }: SearchableCard): CatalogueCard => ({ _id, name, slug, rating, price, image })

export const headers = publicPageHeaders
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: filterStyles }]

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({
    title: data?.term ? `Search: ${data.term}` : 'Search',
    description: 'Search our itineraries, circuits, golf courses, excursions and hotels.',
  }),
  { name: 'robots', content: 'noindex, follow' },
]

export default function Search() {
  const data = useLoaderData<typeof loader>()
  const { term, results, filtered, ignored } = data
  const termSearch = term ? new URLSearchParams({ q: term }).toString() : ''
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
      <TripFilters state={data} action="/search" hidden={term ? { q: term } : {}} />
      <ResultCount
        count={results.length}
        clearHref={filtered ? withSearch('/search', termSearch) : null}
        className={(term === '' && !filtered) || (term && results.length === 0) ? 'notice' : undefined}
      >
        {term === '' && !filtered ? (
          'Type an itinerary, circuit, golf course, excursion or hotel name in the search box above, or browse everything we offer below.'
        ) : term && results.length === 0 ? (
          <>
            {NO_MATCH_MESSAGE} <strong className="notice__term">{term}</strong>
          </>
        ) : (
          `${results.length} ${results.length === 1 ? 'result' : 'results'}${term ? ` for “${term}”` : ''}`
        )}
      </ResultCount>
      <IgnoredNote lines={ignored} />
      {results.length > 0 ? <ProductGrid items={results} eager={FIRST_SCREEN_CARDS} /> : null}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
