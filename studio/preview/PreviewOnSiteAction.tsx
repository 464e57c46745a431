import { EyeOpenIcon } from '@sanity/icons'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { useState } from 'react'
import { type DocumentActionComponent, useClient, useCurrentUser } from 'sanity'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { studioSettings } from '../settings'
import { type PreviewableDocument, previewPath } from './previewPath'

/** The site the Studio previews on: public, so it may live in the Studio bundle. */
export const SITE_URL = studioSettings().SANITY_STUDIO_SITE_URL

/** Offline, the page that serves the Studio names the site it runs beside (content-api/studio-host.ts). */
function siteUrl(): string {
  const local = (window as { __localContentApi?: { siteUrl?: string } }).__localContentApi?.siteUrl
  return local ? local.replace(/\/$/, '') : SITE_URL
}

/**
 * "Preview on site": mints a short-lived secret in the dataset (readable only with a token) and opens the site's
 * preview route with it, which checks the secret, sets its preview cookie and shows this document's page with
 * drafts. No shared secret ever reaches the Studio's bundle.
 */
export const PreviewOnSiteAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION })
  const user = useCurrentUser()
  const [busy, setBusy] = useState(false)
  const document = (props.draft ?? props.published) as PreviewableDocument | null
  return {
    label: busy ? 'Opening preview…' : 'Preview on site',
    icon: EyeOpenIcon,
    disabled: !document || busy,
    title: document ? `Open ${siteUrl()}${previewPath(document)} with drafts shown` : 'Save the document first',
    onHandle: async () => {
      if (!document) return
      // Open the tab synchronously so pop-up blockers allow it, then point it at the preview link.
      const tab = window.open('about:blank', '_blank')
      setBusy(true)
      try {
        const studioUrl = `${window.location.origin}${window.location.pathname.split('/structure')[0] ?? ''}`
        const { secret } = await createPreviewSecret(client, 'savanna-links-preview-action', studioUrl, user?.id)
        const url = new URL('/api/preview', siteUrl())
        url.searchParams.set('sanity-preview-secret', secret)
        url.searchParams.set('sanity-preview-pathname', previewPath(document))
        if (tab) tab.location.href = url.toString()
        else window.location.assign(url.toString())
      } catch (error) {
        tab?.close()
        console.error('Could not open the preview', error)
        window.alert('The preview could not be opened. Check your connection and try again.')
      } finally {
        setBusy(false)
        props.onComplete()
      }
    },
  }
}
