import { useLoaderData } from '@remix-run/react'
import { Pager } from '~/components/shared/Pager'
import { ProductGrid } from '~/components/shared/ProductGrid'
import type { CategoryListingData } from '~/content/loaders/category-listing.server'
import { Link, useT } from '~/i18n/react'
import { categoryLabel } from '~/logic/categories'
import { withEnquirySource } from '~/logic/enquiry-context'
import { enquiryHref } from '~/logic/enquiry-links'
import { withSearch } from '~/logic/links'
import { FIRST_SCREEN_CARDS } from '~/logic/placeholders'
import { monthSearch } from '~/logic/trip-filters'
import { TRIP_ENQUIRY_PARAM } from '~/logic/trip-search'
import { IgnoredNote, NearestDates, ResultCount } from './FilterNotes'
import { TripFilters } from './TripFilters'

/** One page of a category's cards, ten at a time, narrowed and ordered by the filters in the URL. */
export function CategoryListingPage() {
  const data = useLoaderData<CategoryListingData>()
  const { category, page, pages, basePath, items, total, search, filtered, ignored, enquiry, nearest } = data
  const t = useT()
  const label = categoryLabel(category, t)
  return (
    <main id="main" className="container listing">
      <header className="listing__head">
        <h1>{label}</h1>
      </header>
      {enquiry ? (
        <p className="listing__enquiry">
          <Link to={withEnquirySource(enquiryHref(enquiry), 'trip-bar')} className="button">
            {t.listing.askToPlan}
          </Link>
        </p>
      ) : null}
      <TripFilters state={data} action={basePath} hidden={enquiry ? { [TRIP_ENQUIRY_PARAM]: enquiry } : {}} />
      <ResultCount count={total} clearHref={filtered ? basePath : null} />
      <IgnoredNote lines={ignored} values={data.ignoredValues} more={data.ignoredMore} />
      {total === 0 && nearest ? (
        <NearestDates
          dates={data.filter.dates}
          nearest={nearest}
          hrefFor={(month) =>
            withSearch(
              basePath,
              [
                monthSearch(data.filter, month),
                enquiry ? new URLSearchParams({ [TRIP_ENQUIRY_PARAM]: enquiry }).toString() : '',
              ]
                .filter(Boolean)
                .join('&'),
            )
          }
        />
      ) : total === 0 ? (
        <p className="notice">{t.listing.noMatch(label)}</p>
      ) : null}
      <ProductGrid items={items} eager={FIRST_SCREEN_CARDS} />
      <Pager page={page} pages={pages} basePath={basePath} search={search} />
    </main>
  )
}
