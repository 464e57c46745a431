import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useNavigation } from '@remix-run/react'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { getPublicEnv, studioOrigin } from '#shared/site-settings.server'
import { AuthListener } from '~/components/auth/AuthListener'
import { EditionLinks } from '~/components/layout/EditionLinks'
import { Footer } from '~/components/layout/Footer'
import { Header } from '~/components/layout/Header'
import { InPageLinks } from '~/components/layout/InPageLinks'
import { TopBar } from '~/components/layout/TopBar'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { IconSprite } from '~/components/shared/Icons'
import { lazyInBrowser } from '~/components/shared/lazy-in-browser'
import { contentFor } from '~/content/content.server'
import { CURRENCY_RATES_QUERY, SITE_SETTINGS_QUERY } from '~/content/queries'
import type { SiteSettings } from '~/content/types'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { useLanguage, useT } from '~/i18n/react'
import { readRates } from '~/logic/currency'
import { pageMeta } from '~/logic/page-meta'
import { shownByStudio } from '~/logic/studio-frame'
import { siteOrigin } from '~/platform/site-origin.server'
import { EditAttributesProvider } from '~/state/edit-attributes'
import { useNonce } from '~/state/nonce'
import { type RootData, useOptionalRootData } from '~/state/root-data'
import { SiteStateProvider } from '~/state/site-state'
import appStyles from '~/styles/app.css?url'

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: appStyles },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request)
  // The rates travel with every page, so a publish of them evicts every cached page (its tags name the type).
  const [settings, rates] = await Promise.all([content.fetch(SITE_SETTINGS_QUERY), content.fetch(CURRENCY_RATES_QUERY)])
  if (!settings) throw new Error('The site settings document is missing from the dataset.')
  const { sanity, firebase } = getPublicEnv()
  // In preview the page is marked for the Studio's visual editing; public pages carry nothing of it.
  const studioUrl = content.preview ? (studioOrigin() ?? undefined) : undefined
  return {
    settings,
    currencyRates: readRates(rates),
    preview: content.preview,
    lang: content.lang,
    ...(studioUrl ? { studioUrl } : {}),
    origin: siteOrigin(request),
    ENV: { sanity, firebase },
  } satisfies RootData
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { layout } = catalogueFor(languageOfMatches(matches))
  return pageMeta({
    title: data?.settings.seo?.title ?? layout.siteTitle,
    description: data?.settings.seo?.description ?? layout.siteDescription,
    siteName: layout.siteTitle,
  })
}

/** `studioUrl`: a preview page for the Studio at that origin, which its visual editing answers alone. */
function Document({ children, studioUrl }: { children: ReactNode; studioUrl?: string }) {
  const nonce = useNonce()
  const language = useLanguage()
  const t = useT()
  return (
    <html lang={language.id} dir={language.dir} {...(studioUrl ? { 'data-visual-editing': studioUrl } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3d2b" />
        <Meta />
        <Links />
        <EditionLinks />
      </head>
      <body>
        <IconSprite />
        <a href="#main" className="skip-link">
          {t.common.skipToContent}
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function NavigationProgress() {
  const navigation = useNavigation()
  const t = useT()
  const active = navigation.state !== 'idle'
  return (
    <div
      className="nav-progress"
      data-active={active}
      role="progressbar"
      aria-label={t.common.loadingPage}
      aria-hidden={!active}
      aria-busy={active}
    />
  )
}

function SiteChrome({
  settings,
  preview,
  children,
}: {
  settings: SiteSettings
  preview: boolean
  children: ReactNode
}) {
  return (
    <SiteStateProvider>
      {preview ? (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      ) : null}
      <AuthListener />
      <NavigationProgress />
      <InPageLinks />
      <LanguageOfferAfterHydration />
      <TopBar settings={settings} />
      <Header companyName={settings.companyName} />
      {children}
      <Footer settings={settings} />
    </SiteStateProvider>
  )
}

/** Only a preview page shows the banner: the server writes it at once, the browser fetches its code there alone. */
const PreviewBanner = lazyInBrowser('PreviewBanner', () =>
  import('~/components/layout/PreviewBanner').then((module) => module.PreviewBanner),
)

const LanguageOffer = lazy(() =>
  import('~/components/layout/LanguageOffer').then((module) => ({ default: module.LanguageOffer })),
)

/**
 * The offer of the other edition depends on the browser alone (its languages, a remembered choice) and shows nothing
 * on the server, so its code loads after hydration, outside the page's first load.
 */
function LanguageOfferAfterHydration() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <LanguageOffer />
    </Suspense>
  )
}

const VisualEditingTools = lazy(() => import('~/components/visual-editing/VisualEditingTools'))

/**
 * The Studio's overlays and live drafts: loaded in preview only, once the page has hydrated, and only when the
 * Studio frames or opened the page (a preview page another site frames or opens gets none of it).
 */
function VisualEditingAfterHydration({ sanity, studioUrl }: { sanity: RootData['ENV']['sanity']; studioUrl: string }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const facts = {
      framed: window.parent !== window,
      opened: Boolean(window.opener),
      ancestorOrigins: window.location.ancestorOrigins ? [...window.location.ancestorOrigins] : null,
      referrer: document.referrer,
    }
    setShown(shownByStudio(facts, studioUrl))
  }, [studioUrl])
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <VisualEditingTools projectId={sanity.projectId} dataset={sanity.dataset} />
    </Suspense>
  )
}

export default function App() {
  const { settings, preview, studioUrl, ENV } = useLoaderData<typeof loader>()
  // Marks the page as interactive: its enhancements (in-page links, the fetcher forms) are live from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <Document studioUrl={studioUrl}>
      <EditAttributesProvider studioUrl={studioUrl}>
        <SiteChrome settings={settings} preview={preview}>
          <Outlet />
        </SiteChrome>
      </EditAttributesProvider>
      {studioUrl ? <VisualEditingAfterHydration sanity={ENV.sanity} studioUrl={studioUrl} /> : null}
    </Document>
  )
}

export function ErrorBoundary() {
  // When the root loader itself failed there are no settings: show the error without the site chrome.
  const data = useOptionalRootData()
  return (
    <Document>
      {data ? (
        <SiteChrome settings={data.settings} preview={data.preview}>
          <GeneralErrorBoundary />
        </SiteChrome>
      ) : (
        <GeneralErrorBoundary />
      )}
    </Document>
  )
}
