import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

/** The visible note naming each value in the URL the page could not use (never a silent drop, never a 500). */
export function IgnoredNote({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null
  return (
    <div className="notice trip-filters__ignored">
      <p>We could not use part of this address, so these were left out:</p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The count of matches, or another message in its place, announced politely as it changes (one element that
 * stays, so screen readers hear each change), and "Clear all" when anything narrows the matches.
 */
export function ResultCount({ count, clearHref, className = 'listing__count', children }: { count: number; clearHref: string | null; className?: string; children?: ReactNode }) {
  return (
    <div className="listing__status">
      <p className={className} role="status" aria-atomic="true">
        {children ?? `${count} ${count === 1 ? 'result' : 'results'}`}
      </p>
      {clearHref ? (
        <Link to={clearHref} className="listing__clear">
          Clear all
        </Link>
      ) : null}
    </div>
  )
}
