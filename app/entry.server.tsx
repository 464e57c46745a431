import { randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'
import catalogueAreaUrls from 'virtual:catalogue-area-urls'
import { createReadableStreamFromReadable, type EntryContext, type HandleErrorFunction } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { getPublicEnv, studioOrigin } from '#shared/site-settings.server'
import { IconSpriteMarkupContext } from '~/components/shared/Icons'
import { ICON_SPRITE_MARKUP } from '~/components/shared/icon-sprite.server'
import { provideComponentsWrittenAtOnce } from '~/components/written-at-once.server'
import { runHoldTidying } from '~/content/holds/tidy-holds.server'
import { hasPreviewSession, isPreviewRequest } from '~/content/preview/preview-session.server'
import { keptProposalIds, runPrivateRetention } from '~/content/private-retention.server'
import { applySiteEvent, connectSiteEvents } from '~/content/site-event-effects.server'
import { sanityVisualEditingKit } from '~/content/visual-editing/edit-attribute-encoder'
import { installVisualEditingKit } from '~/content/visual-editing/kit'
import type { HostSeam } from '~/host-seam'
import { registerAllCatalogues } from '~/i18n/all-catalogues.server'
import { catalogueAreaImports } from '~/i18n/catalogue-area-imports'
import { refusalWords } from '~/i18n/refusal-words'
import { languageOfRequest } from '~/i18n/request-language.server'
import { startServerProposalMailer } from '~/mail/start-proposal-mailer.server'
import { contentSecurityPolicy, previewNonDocumentPolicy } from '~/platform/csp.server'
import { deferredHydration } from '~/platform/deferred-hydration.server'
import { currentPageTags, recordingPageTags } from '~/platform/page-tags.server'
import { PRIVATE_NO_STORE } from '~/platform/plain-text'
import { writtenBytesInto } from '~/platform/written-bytes.server'
import { NonceProvider } from '~/state/nonce'

// Preview pages rendered for the Studio mark images, prices and lists for its visual editing, and clean the edit
// marks out of their <head>; the root decides per request whether a page is one of them.
installVisualEditingKit(sanityVisualEditingKit)
// The server writes every edition's pages.
registerAllCatalogues()
// …and at once what the browser loads only when needed (lazyInBrowser).
provideComponentsWrittenAtOnce()

export const streamTimeout = 5_000

/** The host's one seam into the app (app/host-seam.ts): through the build, so both share the app's instances. */
export const hostSeam: HostSeam = {
  recordingPageTags,
  hasPreviewSession,
  applySiteEvent,
  connect: connectSiteEvents,
  refusalWords,
  runPrivateRetention: () => runPrivateRetention(),
  tidyHolds: () => runHoldTidying(),
  keptProposalIds: () => keptProposalIds(),
  startProposalMailer: startServerProposalMailer,
}

/**
 * Names the documents a response shows, for the server's page cache and for a CDN in front (Cloudflare reads
 * Cache-Tag, comma-separated; Fastly reads Surrogate-Key, space-separated). Only on what a shared cache may keep.
 */
function tagResponse(headers: Headers) {
  const tags = currentPageTags()
  if (!tags.length || /no-store|private/.test(headers.get('Cache-Control') ?? '')) return
  headers.set('Cache-Tag', tags.join(','))
  headers.set('Surrogate-Key', tags.join(' '))
}

/** Pages rendered from drafts are for one editor's eyes: no shared cache (browser, proxy or CDN) may keep them. */
const PREVIEW_CACHE_CONTROL = PRIVATE_NO_STORE['Cache-Control']

/**
 * What every preview answer carries: no shared cache may keep it, and a preview page another site opened in a
 * window of its own loses its handle on it (Cross-Origin-Opener-Policy), so it can neither message the page's
 * visual editing nor steer the window. The Studio shows preview in a frame, which the policy does not touch.
 */
function markAsPreview(headers: Headers) {
  headers.set('Cache-Control', PREVIEW_CACHE_CONTROL)
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
}

/**
 * Logs what went wrong on our side. A visitor who left mid-request, or a request answered with a 4xx (a POST to
 * a page that takes none, say), is not an error of ours and would only bury the real ones.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  console.error(error)
}

export async function handleDataRequest(response: Response, { request }: { request: Request }) {
  const headers = new Headers(response.headers)
  if (await isPreviewRequest(request)) {
    markAsPreview(headers)
    // Only the Studio (its Presentation tool) may frame preview, and only preview: see csp.server.ts.
    const framedBy = studioOrigin()
    if (framedBy) headers.set('Content-Security-Policy', previewNonDocumentPolicy(framedBy))
  }
  tagResponse(headers)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const preview = await isPreviewRequest(request)
  if (preview) markAsPreview(responseHeaders)
  tagResponse(responseHeaders)
  const nonce = randomBytes(16).toString('base64')
  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '')
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IconSpriteMarkupContext.Provider value={ICON_SPRITE_MARKUP}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </IconSpriteMarkupContext.Provider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          // A preview page is for an editor in the Studio, whose Presentation tool gives the page's visual editing
          // a few seconds to connect after it loads: its scripts start at once, not after every image has loaded.
          // The page's own catalogue areas come with its route modules; a preview's load when it hydrates.
          const body = preview
            ? new PassThrough()
            : deferredHydration(
                catalogueAreaImports(
                  catalogueAreaUrls,
                  languageOfRequest(request),
                  remixContext.staticHandlerContext.matches.map((match) => match.route.id),
                  { failed: Boolean(remixContext.staticHandlerContext.errors) },
                ),
              )
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          // Preview pages may be framed by the Studio (no X-Frame-Options then: server/security-headers.ts).
          responseHeaders.set(
            'Content-Security-Policy',
            contentSecurityPolicy(nonce, getPublicEnv(), preview ? { framedBy: studioOrigin() } : undefined),
          )
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(writtenBytesInto(body))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are reported by the error boundary; log them once here.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1_000)
  })
}
