import { Outlet } from '@remix-run/react'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
// react-router-dom is what @remix-run/react renders with (its own dependency, at the version Remix pins); its
// static router stands in for the Remix server here, so components meet the same hooks they meet on a page.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { SITE_SETTINGS_QUERY } from '~/content/queries'
import { languageOfPath } from '~/i18n/paths'
import type { RootData } from '~/state/root-data'
import { SiteStateProvider } from '~/state/site-state'
import { querySeed } from './seed-content'

let siteSettings: ReturnType<typeof querySeed<typeof SITE_SETTINGS_QUERY>> | undefined
const siteSettingsOnce = () => {
  siteSettings ??= querySeed(SITE_SETTINGS_QUERY)
  return siteSettings
}

/**
 * Renders a component as the server sends it to a visitor (`renderToStaticMarkup`, no DOM), inside what a page
 * has around it: a router at `url`, the root route's data (the seed's site settings, the embedded image
 * settings, no exchange rates, sign-in off unless given) and the visitor's state as the server knows it (an
 * empty basket, prices in USD). `loader` is the page route's loader: what it returns is `useLoaderData()`, and
 * what it throws (a loader's 404, say) renders the same element as the route's error boundary, as
 * `useRouteError()`.
 */
export async function renderPage(
  page: ReactElement,
  {
    url = '/',
    loader = () => null,
    root = {},
  }: { url?: string; loader?: () => unknown; root?: Partial<RootData> } = {},
): Promise<string> {
  const rootData: RootData = {
    settings: (await siteSettingsOnce())!,
    currencyRates: null,
    preview: false,
    lang: languageOfPath(new URL(url, 'http://localhost').pathname),
    ENV: { sanity: { projectId: 'local', dataset: 'production', imageBaseUrl: '/' }, firebase: null },
    ...root,
  }
  const routes = [
    {
      id: 'root',
      loader: () => rootData,
      element: createElement(SiteStateProvider, null, createElement(Outlet)),
      children: [
        {
          id: 'page',
          path: '*',
          loader: async () => ((await loader()) ?? null) as object | null,
          element: page,
          errorElement: page,
        },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(url, 'http://localhost')))
  if (context instanceof Response) throw new Error(`The page answered ${context.status} instead of rendering`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }))
}
