import { createImageUrlBuilder } from '@sanity/image-url'
import type { SanityImage } from './types'

export type ImageConfig = { projectId: string; dataset: string; imageBaseUrl: string }

/** `image-<sha1>-1200x800-jpg` → 1200 × 800: Sanity encodes an image's size in its asset id. */
export function imageDimensions(image: SanityImage | null | undefined): { width: number; height: number } | null {
  const match = /^image-[^-]+-(\d+)x(\d+)-\w+$/.exec(image?.asset?._ref ?? '')
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

/** One URL helper for both back ends: the embedded default serves the seed under the same URL shape. */
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
    .quality(75)
  if (height) builder = builder.height(height).fit('crop')
  return builder.url()
}
