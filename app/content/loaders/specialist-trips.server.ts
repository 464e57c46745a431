import { data } from '@remix-run/node'
import { contentFor } from '~/content/content.server'
import { offeredDepartures } from '~/content/loaders/offered-departures.server'
import { CARDS_BY_ID_QUERY, SPECIALIST_TRIPS_QUERY } from '~/content/queries'
import type { CARDS_BY_ID_QUERY_RESULT } from '~/content/sanity.types'
import { catalogueFor } from '~/i18n/catalogue'
import { localePath } from '~/i18n/paths'
import { designedTrips } from '~/logic/designed-trips'
import { specialistTripsPath } from '~/logic/links'
import { LISTING_PAGE_SIZE, pageBounds, pageCount } from '~/logic/pagination'
import { FIRST_SCREEN_CARDS, keepFirstPlaceholders } from '~/logic/placeholders'
import { siteNow } from '~/platform/clock.server'
import { notFound, publicCacheControlFor } from '~/platform/http.server'
import { requestedPage } from './requested-page.server'

export type SpecialistTripsData = {
  member: { _id: string; name: string; position: string }
  /** The listing's path in the page's edition, for the pager. */
  basePath: string
  page: number
  pages: number
  total: number
  items: CARDS_BY_ID_QUERY_RESULT
}

/**
 * `/specialists/:member` (issue 42, rule 10): every catalogue trip a team member designs, in the order About
 * lists them, as cards, a page at a time. An unknown member, or a page past the last, is a 404 that says why.
 */
export async function loadSpecialistTrips(request: Request, memberId: string) {
  const url = new URL(request.url)
  const content = await contentFor(request)
  const { lang } = content
  const { errors } = catalogueFor(lang)
  const basePath = localePath(specialistTripsPath(memberId), lang)
  const team = { href: localePath('/about', lang), label: errors.meetTheTeam }
  const page = requestedPage(url.searchParams, team, lang)
  const { member, trips } = await content.fetch(SPECIALIST_TRIPS_QUERY, { member: memberId })
  if (!member) notFound(errors.noSpecialist, team)
  const ordered = designedTrips(trips)
  const pages = pageCount(ordered.length, LISTING_PAGE_SIZE)
  if (page > pages)
    notFound(errors.noSuchSpecialistPage(page, member.name, pages), {
      href: basePath,
      label: errors.firstSpecialistPage(member.name),
    })
  const { start, end } = pageBounds(page)
  const ids = ordered.slice(start, end).map((trip) => trip._id)
  const now = siteNow()
  const offered = await offeredDepartures(content, now)
  const cards = ids.length ? await content.fetch(CARDS_BY_ID_QUERY, { ids, ...offered.params }) : []
  const byId = new Map(cards.map((card) => [card._id, card]))
  const body: SpecialistTripsData = {
    member,
    basePath,
    page,
    pages,
    total: ordered.length,
    items: keepFirstPlaceholders(
      ids.flatMap((id) => byId.get(id) ?? []),
      FIRST_SCREEN_CARDS,
    ),
  }
  // Cards' "from" prices change when a departure drops off at midnight in Nairobi, or a sold-out one frees places.
  return data(body, { headers: { 'Cache-Control': publicCacheControlFor(offered.cacheSeconds) } })
}
