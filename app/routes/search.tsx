import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { IgnoredNote, NearestDates, ResultCount } from '~/components/listing/FilterNotes'
import { TripFilters } from '~/components/listing/TripFilters'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { Pager } from '~/components/shared/Pager'
import { ProductGrid } from '~/components/shared/ProductGrid'
import { loadSearch } from '~/content/loaders/search.server'
import { withSearch } from '~/logic/links'
import { pageMeta } from '~/logic/page-meta'
import { FIRST_SCREEN_CARDS } from '~/logic/placeholders'
import { termSearch } from '~/logic/search'
import { monthSearch } from '~/logic/trip-filters'
import { publicPageHeaders } from '~/server/http.server'
import { useSiteState } from '~/state/site-state'
import filterStyles from '~/styles/listing-filters.css?url'

export const NO_MATCH_MESSAGE =
  'Please! Search by Itinerary name, Circuit name, Golf Course name, Excursion name or Hotel name. Otherwise, what ' +
  'you are looking for is not available as of today.'

export const loader = ({ request }: LoaderFunctionArgs) => loadSearch(request)

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
  const { term, results, total, page, pages, pageSearch, filtered, ignored } = data
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
        count={total}
        clearHref={filtered ? withSearch('/search', termSearch(term)) : null}
        className={(term === '' && !filtered) || (term && total === 0) ? 'notice' : undefined}
      >
        {term === '' && !filtered ? (
          'Type an itinerary, circuit, golf course, excursion or hotel name in the search box above, or browse ' +
          'everything we offer below.'
        ) : term && total === 0 ? (
          <>
            {NO_MATCH_MESSAGE} <strong className="notice__term">{term}</strong>
          </>
        ) : (
          `${total} ${total === 1 ? 'result' : 'results'}${term ? ` for “${term}”` : ''}`
        )}
      </ResultCount>
      <IgnoredNote lines={ignored} />
      {total === 0 && data.nearest ? (
        <NearestDates
          dates={data.filter.dates}
          nearest={data.nearest}
          hrefFor={(month) =>
            withSearch('/search', [termSearch(term), monthSearch(data.filter, month)].filter(Boolean).join('&'))
          }
        />
      ) : null}
      {results.length > 0 ? (
        <>
          <ProductGrid items={results} eager={FIRST_SCREEN_CARDS} />
          <Pager page={page} pages={pages} basePath="/search" search={pageSearch} />
        </>
      ) : null}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
