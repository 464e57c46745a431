import { forwardRef, type ImgHTMLAttributes } from 'react'
import { imageDimensions, imageUrl } from '~/content/image-url'
import type { SanityImage as SanityImageValue } from '~/content/types'
import { usePublicEnv } from '~/state/root-data'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: SanityImageValue | null | undefined
  /** The largest width the image is shown at, in CSS pixels. */
  width: number
  /** Crops to this aspect when given; otherwise the image keeps its own. */
  aspectRatio?: number
  /** Above the fold: load eagerly and first. */
  priority?: boolean
}

/** Every content image: real width and height (no layout shift), a srcset, lazy below the fold. */
export const SanityImage = forwardRef<HTMLImageElement, Props>(function SanityImage(
  { image, width, aspectRatio, priority = false, alt, style, ...rest },
  ref,
) {
  const { sanity } = usePublicEnv()
  const natural = imageDimensions(image)
  if (!image?.asset || !natural) return null
  const ratio = aspectRatio ?? natural.width / natural.height
  const heightFor = (w: number) => (aspectRatio ? Math.round(w / aspectRatio) : undefined)
  const widths = [Math.round(width / 2), width, width * 2].filter((w) => w <= natural.width || w === width)
  return (
    <img
      ref={ref}
      src={imageUrl(sanity, image, { width, height: heightFor(width) })}
      srcSet={widths.map((w) => `${imageUrl(sanity, image, { width: w, height: heightFor(w) })} ${w}w`).join(', ')}
      sizes={rest.sizes ?? `(max-width: ${width}px) 100vw, ${width}px`}
      width={width}
      height={Math.round(width / ratio)}
      alt={alt ?? image.alt ?? ''}
      // A cropped image keeps its box whatever file arrives (the embedded server ignores crop parameters),
      // so nothing below it moves when it loads.
      style={aspectRatio ? { aspectRatio: String(aspectRatio), objectFit: 'cover', ...style } : style}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchpriority: 'high' } : {})}
      {...rest}
    />
  )
})
