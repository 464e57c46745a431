import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { imageUrl } from '#shared/image-url'
import { AdVideo } from '~/components/home/AdVideo'
import { CategoryQuickLinks, CategoryTiles } from '~/components/home/CategoryQuickLinks'
import { CategorySection } from '~/components/home/CategorySection'
import { PartnerSection } from '~/components/home/PartnerSection'
import { StoryCard } from '~/components/home/StoryCard'
import { ChatLink } from '~/components/shared/ChatLink'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { HydratesLater } from '~/components/shared/HydratesLater'
import { whenIdleOrUsed } from '~/components/shared/hydrates-later.client'
import { lazyInBrowser } from '~/components/shared/lazy-in-browser'
import type { TripSearchBarProps } from '~/components/trip/TripSearchBar'
import { contentFor } from '~/content/content.server'
import { offeredDepartures } from '~/content/loaders/offered-departures.server'
import { HOME_PAGE_QUERY } from '~/content/queries'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { Link, useT, useTextLang } from '~/i18n/react'
import { pageMeta } from '~/logic/page-meta'
import { siteNow } from '~/platform/clock.server'
import { publicCacheControlFor, publicPageHeaders } from '~/platform/http.server'
import { useEditAttribute } from '~/state/edit-attributes'
import { rootDataFromMatches, useRootData } from '~/state/root-data'

export const headers = publicPageHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request)
  const now = siteNow()
  const offered = await offeredDepartures(content, now)
  const home = await content.fetch(HOME_PAGE_QUERY, offered.params)
  if (!home.layout) throw new Error('The home layout document is missing from the dataset.')
  if (!home.settings) throw new Error('The site settings document is missing from the dataset.')
  // The cards' "from" prices change when a departure drops off at midnight in Nairobi, or a sold-out one frees places.
  return data(
    { layout: home.layout, video: home.video, settings: home.settings },
    { headers: { 'Cache-Control': publicCacheControlFor(offered.cacheSeconds) } },
  )
}

/**
 * The trip bar hydrates once the rest of the page is interactive and the browser is idle, or at the first click on
 * it: until then it is the form the server wrote, which finds trips without JavaScript (decision 042). It reads no
 * site state, and is kept out of the page's updates until then (HydratesLater).
 */
const TripSearchBar = lazyInBrowser<TripSearchBarProps>(
  'TripSearchBar',
  () => import('~/components/trip/TripSearchBar').then((module) => module.TripSearchBar),
  // Only ever called in the browser (a .client module is empty on the server).
  () => whenIdleOrUsed('TripSearchBar')(),
)

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = catalogueFor(languageOfMatches(matches))
  const root = rootDataFromMatches(matches)
  const settings = root?.settings
  const ogImage = data?.settings.ogImage
  const image = ogImage && root ? imageUrl(root.ENV.sanity, ogImage, { width: 1200, height: 630 }) : null
  return pageMeta({
    title: settings?.seo?.title ?? t.home.metaTitle,
    description: settings?.seo?.description ?? t.home.metaDescription,
    image,
  })
}

export default function Home() {
  const { layout, video, settings: homeSettings } = useLoaderData<typeof loader>()
  const edit = useEditAttribute()
  const root = useRootData()
  const t = useT()
  const textLang = useTextLang()
  const settings = { ...root.settings, ...homeSettings }
  const categories = (layout.sections ?? []).flatMap((section) =>
    section._type === 'categorySection' ? [section.category] : [],
  )
  return (
    <main id="main" className="home">
      <div className="container home__intro">
        <div className="home__browse">
          <h1 className="home__title" {...textLang(settings.tagline ?? settings.companyName)}>
            {settings.tagline ?? settings.companyName}
          </h1>
          <CategoryQuickLinks categories={categories} />
          {layout.categoryTiles?.length ? (
            <CategoryTiles tiles={layout.categoryTiles.filter((tile) => categories.includes(tile.category))} />
          ) : null}
        </div>
        <aside className="home__aside" aria-label={t.home.talkToUs}>
          <ul className="aside-links">
            {(layout.asideLinks ?? []).map((link) => (
              <li key={link._key}>
                <Link to={link.href} {...textLang(link.label)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {video?.url ? (
            <AdVideo
              src={video.url}
              poster={video.poster ? imageUrl(root.ENV.sanity, video.poster, { width: 640, height: 360 }) : undefined}
              lqip={video.poster?.lqip}
            />
          ) : null}
        </aside>
      </div>
      <div className="container">
        <HydratesLater>
          <TripSearchBar
            options={{
              countries: settings.tripSearch?.countries ?? [],
              activities: settings.tripSearch?.activities ?? [],
              transferModes: settings.tripSearch?.transferModes ?? [],
            }}
          />
        </HydratesLater>
      </div>
      <div className="container home__sections" data-sanity={edit(HOME_LAYOUT, 'sections')}>
        {(layout.sections ?? []).map((section) => {
          switch (section._type) {
            case 'storyCardSection':
              return section.card ? <StoryCard key={section._key} card={section.card} /> : null
            case 'categorySection':
              return (
                <CategorySection
                  key={section._key}
                  heading={section.heading}
                  category={section.category}
                  items={section.items}
                  limit={section.limit}
                />
              )
            case 'partnerSection':
              return <PartnerSection key={section._key} heading={section.heading} settings={settings} />
            default:
              return null
          }
        })}
      </div>
      <ChatLink chat={settings.chat} />
    </main>
  )
}

/** The home layout is a singleton: its query reads it by this id. */
const HOME_LAYOUT = { _id: 'homeLayout', _type: 'homeLayout' }

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
