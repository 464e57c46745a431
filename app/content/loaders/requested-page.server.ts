import type { Lang } from '#shared/languages'
import { catalogueFor } from '~/i18n/catalogue'
import { parsePageParam } from '~/logic/pagination'
import { type NotFoundDetail, notFound } from '~/platform/http.server'

/**
 * The `?page=N` a paged loader was asked for (1 when absent); anything but a page number is a 404 that says so,
 * in the page's language.
 */
export function requestedPage(
  params: URLSearchParams,
  backToFirst: NonNullable<NotFoundDetail['link']>,
  lang: Lang,
): number {
  const requested = parsePageParam(params.get('page'))
  if (requested.kind === 'invalid') notFound(catalogueFor(lang).errors.notAPageNumber(requested.raw), backToFirst)
  return requested.page
}
