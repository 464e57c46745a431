import type { MetaDescriptor } from '@remix-run/node'
import { type ImageConfig, imageUrl } from '#shared/image-url'
import type { CatalogueItem, ItineraryPackage } from '~/content/types'
import type { Catalogue } from '~/i18n/catalogue'
import { pageMeta } from './page-meta'

/** A picture at the share size (1200 × 630), as an absolute URL. */
export function shareImage(
  image: Parameters<typeof imageUrl>[1] | null | undefined,
  config: ImageConfig,
  origin: string,
) {
  if (!image) return null
  const url = imageUrl(config, image, { width: 1200, height: 630 })
  return url.startsWith('/') ? `${origin}${url}` : url
}

/** The share image of a package: its first day's first picture, as an absolute URL. */
export function packageShareImage(pkg: ItineraryPackage, config: ImageConfig, origin: string): string | null {
  return shareImage(pkg.days?.find((day) => day.carouselImages1?.length)?.carouselImages1?.[0], config, origin)
}

type ItineraryData =
  | { kind: 'package'; pkg: ItineraryPackage; canonical: string; shareImage: string | null; selected?: number }
  | { kind: 'item'; item: CatalogueItem; canonical: string }

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>

/**
 * A trip page's title, description and share image, in the page's words (`t`, the catalogue's itinerary area);
 * `full` for the full itinerary ("Gold Package Itinerary"). A trip that does not exist is the spec's "not found".
 */
export function itineraryMeta(
  data: ItineraryData | undefined,
  matches: Matches,
  t: Catalogue['itinerary'],
  full = false,
): MetaDescriptor[] {
  if (!data)
    return [
      ...pageMeta({ title: t.notFound, description: t.notFoundDescription }),
      { name: 'robots', content: 'noindex' },
    ]
  const root = matches.find((match) => match?.id === 'root')?.data as { ENV: { sanity: ImageConfig } } | undefined
  const origin = new URL(data.canonical).origin
  if (data.kind === 'item') {
    const item = data.item
    const image = item.image && root ? imageUrl(root.ENV.sanity, item.image, { width: 1200, height: 630 }) : null
    return pageMeta({
      title: item.name,
      description: item.description ?? t.itemDescription(item.name, item.category),
      image: image?.startsWith('/') ? `${origin}${image}` : image,
    })
  }
  const pkg = data.pkg
  return [
    ...pageMeta({
      title: full ? t.fullTitle(pkg.name) : pkg.name,
      description: pkg.summary ?? t.packageDescription(pkg.name, pkg.days?.length ?? ''),
      image: data.shareImage,
    }),
  ]
}
