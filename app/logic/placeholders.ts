/**
 * Blurred placeholders (Sanity's `metadata.lqip`, a base64 image about 20 px wide) are for the images a page
 * shows on its first screen, where a visitor would otherwise look at an empty box while the picture arrives.
 * Each one costs its bytes twice, in the HTML and in the loader data, so lists keep it only on their first
 * entries, and a picture further down (lazy-loaded before it is scrolled to) goes without.
 */

/** Cards of a listing grid on its first screen: they load eagerly and keep their placeholder. */
export const FIRST_SCREEN_CARDS = 4

type MayHavePlaceholder = { lqip?: string | null }

/** The image without its placeholder (the same object when it has none). */
export function withoutPlaceholder<I>(image: I): I {
  if (!image || typeof image !== 'object' || !(image as MayHavePlaceholder).lqip) return image
  return { ...image, lqip: null }
}

/** Items whose `image` keeps its placeholder only for the first `count`. */
export function keepFirstPlaceholders<T extends { image?: MayHavePlaceholder | null }>(items: T[], count: number): T[] {
  return items.map((item, index) => (index < count ? item : { ...item, image: withoutPlaceholder(item.image) }))
}

/** Images that keep their placeholder only for the first `count`. */
export function keepFirstImagePlaceholders<I extends MayHavePlaceholder>(images: I[], count: number): I[] {
  return images.map((image, index) => (index < count ? image : withoutPlaceholder(image)))
}

const DATA_URL = /^data:image\/(?:jpeg|png|webp|gif|avif);base64,[A-Za-z0-9+/]+={0,2}$/

/**
 * The placeholder as an inline background for the image's own box (under the picture once it has loaded), or
 * undefined. Only a base64 image data URL is used, so a content value can never become other CSS.
 */
export function placeholderBackground(lqip: string | null | undefined): { background: string } | undefined {
  return lqip && lqip.length <= 4096 && DATA_URL.test(lqip) ? { background: `url(${lqip}) 50%/cover` } : undefined
}
