import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ReviewForm } from '~/components/reviews/ReviewForm'
import { ReviewList } from '~/components/reviews/ReviewList'
import { ReviewSummary } from '~/components/reviews/ReviewSummary'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { Named } from '~/components/shared/Named'
import { Pager } from '~/components/shared/Pager'
import { requestedPage } from '~/content/loaders/requested-page.server'
import { findReviewedTrip, latestTravelMonth, readTripReviews } from '~/content/loaders/trip-reviews.server'
import { createReviewDraft, ReviewsUnavailable, TooManyReviewsWaiting } from '~/content/review-drafts.server'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { localePath } from '~/i18n/paths'
import { Link, useT } from '~/i18n/react'
import { languageOfRequest } from '~/i18n/request-language.server'
import { pageMeta } from '~/logic/page-meta'
import { pageBounds, pageCount } from '~/logic/pagination'
import { cleanedReview, reviewFieldProblems, reviewLanguage, reviewValues } from '~/logic/review-form'
import { REVIEWS_PAGE_SIZE, reviewsPath } from '~/logic/review-paths'
import { answered, refuse, refuseFields, runFormAction } from '~/platform/form-action.server'
import { formPageHeaders, notFound, PUBLIC_CACHE_CONTROL } from '~/platform/http.server'
import tripPagesStyles from '~/styles/trip-pages.css?url'

/** `?stars=N` keeps the reviews with N stars; anything else shows them all. */
function starsFilter(raw: string | null): number {
  return raw && /^[1-5]$/.test(raw.trim()) ? Number(raw.trim()) : 0
}

/**
 * A trip's reviews (decision 043): the figures over all its published reviews, then ten a page (`?page=N`), newest
 * first, optionally only those with a number of stars (`?stars=N`, plain links: no JavaScript needed), and the form
 * to write one. A page past the last, or not a number, is a 404 that says so.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const lang = languageOfRequest(request)
  const t = catalogueFor(lang).reviews
  const trip = await findReviewedTrip(request, params.slug)
  if (!trip) notFound(t.notFound)
  const stars = starsFilter(url.searchParams.get('stars'))
  const basePath = localePath(reviewsPath(params.slug!), lang)
  const search = stars ? `stars=${stars}` : ''
  const backToFirst = { href: search ? `${basePath}?${search}` : basePath, label: t.firstPage(trip.name) }
  const page = requestedPage(url.searchParams, backToFirst, lang)
  const reviews = await readTripReviews(request, trip.ids, { stars, ...pageBounds(page, REVIEWS_PAGE_SIZE) })
  const pages = pageCount(reviews.total, REVIEWS_PAGE_SIZE)
  if (page > pages) notFound(t.noSuchPage(String(page)), backToFirst)
  return data(
    {
      trip: { name: trip.name, path: trip.path },
      reviews,
      stars,
      page,
      pages,
      basePath,
      search,
      latestMonth: latestTravelMonth(),
    },
    { headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } },
  )
}

/** Each field's limit with room for multi-byte characters; the six fields and nothing else. */
const REVIEW_FORM_LIMITS = { maxBytes: 32 * 1024, maxFields: 8, maxFieldBytes: 16 * 1024 }

export const headers = formPageHeaders

/** Past the cap of reviews waiting, the visitor is asked to come back tomorrow (Retry-After, in seconds). */
const ONE_DAY = String(24 * 60 * 60)

/**
 * A review sent from a trip's page, with or without JavaScript: checked, counted against the sender's allowance,
 * then written as a draft for staff unless enough already wait (decision 048). Every value comes back on any
 * failure, so nothing typed is lost; nothing sent is shown until staff approve and publish it.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const t = catalogueFor(languageOfRequest(request)).reviews
  return answered(
    await runFormAction(request, context, {
      limits: REVIEW_FORM_LIMITS,
      // Another site's page may not send reviews in a visitor's name.
      crossOrigin: t.failed,
      // As they are checked and kept: a bidi override pasted into a name would show the name reversed in the form.
      values: (form) => cleanedReview(reviewValues(form)),
      unreadable: (error) => t.rejected(error.message),
      check: async (values) => {
        const trip = await findReviewedTrip(request, params.slug)
        if (!trip) notFound(t.notFound)
        refuseFields(reviewFieldProblems(values, t, latestTravelMonth()))
        return trip
      },
      allowance: { limit: 'review', refused: t.rateLimited },
      write: async (trip, values) => {
        try {
          await createReviewDraft({ tripId: trip.tripId, tripIds: trip.ids, values, language: reviewLanguage(values) })
        } catch (error) {
          if (!(error instanceof TooManyReviewsWaiting)) throw error
          // Staff should know the form is turning reviews away: the counts, never the review.
          console.warn('A review was not taken:', error.message)
          refuse(503, t.tooManyWaiting, {}, { 'Retry-After': ONE_DAY })
        }
        return t.sent
      },
      failed: (error) => {
        // The review itself stays out of the log: it is the visitor's own words and name.
        if (!(error instanceof ReviewsUnavailable))
          console.error('A review could not be written:', (error as Error).message)
        else console.error(error.message)
        return t.failed
      },
    }),
  )
}

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: tripPagesStyles }]
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = catalogueFor(languageOfMatches(matches)).reviews
  // A trip that is not there has a 404 of its own words, not a title with a gap where the trip's name goes.
  const { title, description } = data
    ? { title: t.pageTitle(data.trip.name), description: t.pageDescription(data.trip.name) }
    : { title: t.notFoundTitle, description: t.notFound }
  return [
    ...pageMeta({ title, description }),
    // One trip's reviews, in pages and filtered: the trip's own page is the one to index.
    { name: 'robots', content: 'noindex, follow' },
  ]
}

export default function ReviewsRoute() {
  const { trip, reviews, stars, page, pages, basePath, search, latestMonth } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>() ?? null
  const t = useT().reviews
  const first = (page - 1) * REVIEWS_PAGE_SIZE + 1
  const filterHref = (n: number) => (n ? `${basePath}?stars=${n}` : basePath)
  return (
    <main id="main" className="container reviews-page">
      <header className="reviews-page__head">
        <p>
          <Link to={trip.path}>
            <Named text={t.backToTrip} name={trip.name} />
          </Link>
        </p>
        <h1>
          <Named text={t.pageTitle} name={trip.name} />
        </h1>
      </header>
      <ReviewSummary reviews={reviews} />
      {reviews.count > 0 ? (
        <nav className="reviews-page__filter" aria-label={t.filterLabel}>
          <a href={filterHref(0)} aria-current={stars === 0 ? 'page' : undefined}>
            {t.allStars(reviews.count)}
          </a>
          {[5, 4, 3, 2, 1].map((star, index) => (
            <a key={star} href={filterHref(star)} aria-current={stars === star ? 'page' : undefined}>
              {t.starsFilter(star, reviews.byStars[index] ?? 0)}
            </a>
          ))}
        </nav>
      ) : null}
      {reviews.reviews.length ? (
        <>
          <p className="reviews-page__showing">{t.showing(first, first + reviews.reviews.length - 1, reviews.total)}</p>
          <ReviewList reviews={reviews.reviews} headingLevel={2} />
          <Pager page={page} pages={pages} basePath={basePath} search={search} />
        </>
      ) : stars ? (
        <p>{t.noneWithStars(stars)}</p>
      ) : null}
      <section id="write-review" className="reviews-page__write" aria-labelledby="write-review-title">
        <h2 id="write-review-title">{t.writeReview}</h2>
        <ReviewForm action={basePath} result={result} latestMonth={latestMonth} />
      </section>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
