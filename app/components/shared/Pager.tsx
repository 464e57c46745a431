import { Link, useT } from '~/i18n/react'
import { pageHref } from '~/logic/pagination'

/**
 * Numbered pages as plain links (`?page=N`), so paging works without JavaScript. `search` is the rest of the
 * page's query (its filters), which every link keeps.
 */
export function Pager({
  page,
  pages,
  basePath,
  search = '',
}: {
  page: number
  pages: number
  basePath: string
  search?: string
}) {
  const t = useT()
  if (pages <= 1 && page === 1) {
    return (
      <nav className="pager" aria-label={t.shared.pages}>
        <span className="pager__status">{t.shared.pageOf(1, 1)}</span>
      </nav>
    )
  }
  const href = (n: number) => pageHref(basePath, search, n)
  return (
    <nav className="pager" aria-label={t.shared.pages}>
      {page > 1 ? (
        <Link to={href(Math.min(page - 1, pages))} rel="prev">
          {t.shared.previous}
        </Link>
      ) : null}
      <ol>
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={href(n)} aria-label={t.shared.pageLink(n)}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {t.shared.next}
        </Link>
      ) : null}
      <span className="pager__status">{t.shared.pageOf(Math.min(page, pages), pages)}</span>
    </nav>
  )
}
