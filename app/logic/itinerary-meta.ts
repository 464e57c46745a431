import type { MetaDescriptor } from '@remix-run/node'
import { type ImageConfig, imageUrl } from '~/content/image-url'
import type { CatalogueItem, ItineraryPackage } from '~/content/types'
import { pageMeta } from './page-meta'

/** The share image of a package: its first day's first picture, as an absolute URL. */
export function packageShareImage(pkg: ItineraryPackage, config: ImageConfig, origin: string): string | null {
  const first = pkg.days?.find((day) => day.carouselImages1?.length)?.carouselImages1?.[0]
  if (!first) return null
  const url = imageUrl(config, first, { width: 1200, height: 630 })
  return url.startsWith('/') ? `${origin}${url}` : url
}

/** The spec's heading for a trip that does not exist, on the page and in its title. */
export const ITINERARY_NOT_FOUND = 'Itinerary not found!'

type ItineraryData =
  | { kind: 'package'; pkg: ItineraryPackage; canonical: string; shareImage: string | null; selected?: number }
  | { kind: 'item'; item: CatalogueItem; canonical: string }

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>

export function itineraryMeta(data: ItineraryData | undefined, matches: Matches, suffix = ''): MetaDescriptor[] {
  if (!data)
    return [
      ...pageMeta({ title: ITINERARY_NOT_FOUND, description: 'We couldn’t find that itinerary.' }),
      { name: 'robots', content: 'noindex' },
    ]
  const root = matches.find((match) => match?.id === 'root')?.data as { ENV: { sanity: ImageConfig } } | undefined
  const origin = new URL(data.canonical).origin
  if (data.kind === 'item') {
    const item = data.item
    const image = item.image && root ? imageUrl(root.ENV.sanity, item.image, { width: 1200, height: 630 }) : null
    return pageMeta({
      title: item.name,
      description: item.description ?? `${item.name}, one of our ${item.category.toLowerCase()}.`,
      image: image?.startsWith('/') ? `${origin}${image}` : image,
    })
  }
  const pkg = data.pkg
  return [
    ...pageMeta({
      title: `${pkg.name}${suffix}`,
      description: pkg.summary ?? `${pkg.name}: a ${pkg.days?.length ?? ''}-day golf and safari itinerary.`,
      image: data.shareImage,
    }),
  ]
}
