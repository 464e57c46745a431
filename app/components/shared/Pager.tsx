import { Link } from '@remix-run/react'
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
  if (pages <= 1 && page === 1) {
    return (
      <nav className="pager" aria-label="Pages">
        <span className="pager__status">Page 1 of 1</span>
      </nav>
    )
  }
  const href = (n: number) => pageHref(basePath, search, n)
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={href(Math.min(page - 1, pages))} rel="prev">
          Previous
        </Link>
      ) : null}
      <ol>
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={href(n)} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
      <span className="pager__status">
        Page {Math.min(page, pages)} of {pages}
      </span>
    </nav>
  )
}
