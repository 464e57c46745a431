import { Form, useLocation } from '@remix-run/react'
import { useT } from '~/i18n/react'

/**
 * Shown on every page while preview mode is on, so nobody mistakes unpublished drafts for the live site.
 * "Exit preview" works without JavaScript (a plain form post) and comes back to the same page.
 */
export function PreviewBanner() {
  const location = useLocation()
  const t = useT()
  return (
    <aside className="preview-banner" aria-label={t.preview.label} data-written-at-once="PreviewBanner">
      <p className="preview-banner__text">
        <strong>{t.preview.title}</strong>
        {t.preview.text}
        <span className="preview-banner__more">{t.preview.more}</span>
      </p>
      <Form method="post" action="/api/exit-preview" reloadDocument>
        <input type="hidden" name="redirect" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="preview-banner__exit">
          {t.preview.exitPreview}
        </button>
      </Form>
    </aside>
  )
}
