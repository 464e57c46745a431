import { Form, useLocation } from '@remix-run/react'

/**
 * Shown on every page while preview mode is on, so nobody mistakes unpublished drafts for the live site.
 * "Exit preview" works without JavaScript (a plain form post) and comes back to the same page.
 */
export function PreviewBanner() {
  const location = useLocation()
  return (
    <aside className="preview-banner" aria-label="Preview mode">
      <p className="preview-banner__text">
        <strong>Preview mode:</strong> you are seeing unpublished drafts.
        <span className="preview-banner__more"> Visitors see the published site.</span>
      </p>
      <Form method="post" action="/api/exit-preview" reloadDocument>
        <input type="hidden" name="redirect" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="preview-banner__exit">
          Exit preview
        </button>
      </Form>
    </aside>
  )
}
