import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { IgnoredNote, NearestDates, ResultCount } from '~/components/listing/FilterNotes'
import { TripFilters } from '~/components/listing/TripFilters'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { Pager } from '~/components/shared/Pager'
import { ProductGrid } from '~/components/shared/ProductGrid'
import { loadSearch } from '~/content/loaders/search.server'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { Link, useLocalePath, useT, useTextLang } from '~/i18n/react'
import { withSearch } from '~/logic/links'
import { pageMeta } from '~/logic/page-meta'
import { FIRST_SCREEN_CARDS } from '~/logic/placeholders'
import { termSearch } from '~/logic/search'
import { monthSearch } from '~/logic/trip-filters'
import { publicPageHeaders } from '~/platform/http.server'
import { useSiteState } from '~/state/site-state'
import filterStyles from '~/styles/listing-filters.css?url'

export const loader = ({ request }: LoaderFunctionArgs) => loadSearch(request)

export const headers = publicPageHeaders
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: filterStyles }]

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = catalogueFor(languageOfMatches(matches))
  return [
    ...pageMeta({
      title: data?.term ? t.search.titleFor(data.term) : t.search.title,
      description: t.search.description,
    }),
    { name: 'robots', content: 'noindex, follow' },
  ]
}

export default function Search() {
  const data = useLoaderData<typeof loader>()
  const { term, results, total, page, pages, pageSearch, filtered, ignored } = data
  const { dispatch } = useSiteState()
  const t = useT()
  const textLang = useTextLang()
  const localePath = useLocalePath()
  const searchPath = localePath('/search')
  useEffect(() => {
    dispatch({ type: 'SET_SEARCH_TERM', term: term || null })
  }, [dispatch, term])
  return (
    <main id="main" className="container listing">
      <header className="listing__head">
        <h1 {...textLang(term)}>{term ? term : t.search.title}</h1>
        <Link to="/search" className="see-all">
          {t.search.seeAll}
        </Link>
      </header>
      <TripFilters state={data} action={searchPath} hidden={term ? { q: term } : {}} />
      <ResultCount
        count={total}
        clearHref={filtered ? withSearch(searchPath, termSearch(term)) : null}
        className={(term === '' && !filtered) || (term && total === 0) ? 'notice' : undefined}
      >
        {term === '' && !filtered ? (
          t.search.guidance
        ) : term && total === 0 ? (
          <>
            {t.search.noMatch}{' '}
            <strong className="notice__term">
              <bdi>{term}</bdi>
            </strong>
          </>
        ) : term ? (
          <>
            {t.listing.results(total)}
            {t.search.forTermBefore}
            <bdi>{term}</bdi>
            {t.search.forTermAfter}
          </>
        ) : (
          t.listing.results(total)
        )}
      </ResultCount>
      <IgnoredNote lines={ignored} values={data.ignoredValues} more={data.ignoredMore} />
      {total === 0 && data.nearest ? (
        <NearestDates
          dates={data.filter.dates}
          nearest={data.nearest}
          hrefFor={(month) =>
            withSearch(searchPath, [termSearch(term), monthSearch(data.filter, month)].filter(Boolean).join('&'))
          }
        />
      ) : null}
      {results.length > 0 ? (
        <>
          <ProductGrid items={results} eager={FIRST_SCREEN_CARDS} />
          <Pager page={page} pages={pages} basePath={searchPath} search={pageSearch} />
        </>
      ) : null}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
