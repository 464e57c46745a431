import { parsePageParam } from '~/logic/pagination'
import { type NotFoundDetail, notFound } from '~/server/http.server'

/** The `?page=N` a paged loader was asked for (1 when absent); anything but a page number is a 404 that says so. */
export function requestedPage(params: URLSearchParams, backToFirst: NonNullable<NotFoundDetail['link']>): number {
  const requested = parsePageParam(params.get('page'))
  if (requested.kind === 'invalid') notFound(`“${requested.raw}” is not a page number.`, backToFirst)
  return requested.page
}
