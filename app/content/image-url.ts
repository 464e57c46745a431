import { createImageUrlBuilder } from '@sanity/image-url'
import type { SanityImage } from './types'

export type ImageConfig = { projectId: string; dataset: string; imageBaseUrl: string }

/** `image-<sha1>-1200x800-jpg` → 1200 × 800: Sanity encodes an image's size in its asset id. */
export function imageDimensions(image: SanityImage | null | undefined): { width: number; height: number } | null {
  const match = /^image-[^-]+-(\d+)x(\d+)-\w+$/.exec(image?.asset?._ref ?? '')
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

/**
 * The widths a srcset offers for an image shown at most `width` CSS pixels wide: half, whole and double (for
 * 2× screens), none wider than the source can give (`widest`, which then takes the top place itself).
 */
export function srcsetWidths(width: number, widest: number): number[] {
  // Each candidate costs a full URL in the page (about 125 bytes): the slot's width and twice it cover the
  // screens people use (a 1x file below the slot's width only served 1x screens narrower than the slot).
  const wanted = [width, width * 2].map((w) => Math.min(w, widest))
  return [...new Set(wanted)].filter((w) => w > 0).sort((a, b) => a - b)
}

/**
 * One URL helper for both back ends: the embedded default serves the seed under the same URL shape and
 * parameters. No `q`: Sanity's default quality (75) is the one the site wants, and every byte of a URL is
 * repeated in each srcset entry.
 */
export function imageUrl(
  config: ImageConfig,
  image: SanityImage,
  { width, height }: { width: number; height?: number },
): string {
  let builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    baseUrl: config.imageBaseUrl,
  })
    .image(image)
    .width(width)
    .auto('format')
  if (height) builder = builder.height(height).fit('crop')
  return builder.url()
}
