import { forwardRef, type ImgHTMLAttributes } from 'react'
import { imageDimensions, imageUrl, srcsetWidths } from '#shared/image-url'
import type { SanityImage as SanityImageValue } from '~/content/types'
import { placeholderBackground } from '~/logic/placeholders'
import { usePublicEnv } from '~/state/root-data'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes'> & {
  /** An image as the queries project it; with `lqip` (first-screen images only) it shows blurred until it loads. */
  image: (SanityImageValue & { lqip?: string | null }) | null | undefined
  /** The largest width the image is shown at, in CSS pixels: the srcset offers it and twice it. */
  width: number
  /** The srcset's widths when whole/double does not fit the slot (one much narrower on a phone than on a desktop). */
  widths?: number[]
  /** The slot's width at each breakpoint, as the stylesheet lays it out, so the browser picks the right file. */
  sizes: string
  /** Crops to this aspect when given; otherwise the image keeps its own. */
  aspectRatio?: number
  /** Above the fold: load eagerly and first. */
  priority?: boolean
}

/**
 * Every content image: real width and height (no layout shift), a srcset the browser picks from with `sizes`,
 * lazy below the fold, and (when the data carries it) the blurred placeholder behind it until it loads.
 */
export const SanityImage = forwardRef<HTMLImageElement, Props>(function SanityImage(
  { image, width, widths: chosenWidths, sizes, aspectRatio, priority = false, alt, style, className, ...rest },
  ref,
) {
  const { sanity } = usePublicEnv()
  const natural = imageDimensions(image)
  if (!image?.asset || !natural) return null
  const ratio = aspectRatio ?? natural.width / natural.height
  const heightFor = (w: number) => (aspectRatio ? Math.round(w / aspectRatio) : undefined)
  // The widest file worth asking for: the source, or the widest crop of it at this aspect ratio.
  const widest = aspectRatio ? Math.min(natural.width, Math.floor(natural.height * aspectRatio)) : natural.width
  const widths = chosenWidths
    ? [...new Set(chosenWidths.map((w) => Math.min(w, widest)))].sort((a, b) => a - b)
    : srcsetWidths(width, widest)
  const src = Math.min(width, widest)
  const background = placeholderBackground(image.lqip)
  return (
    <img
      ref={ref}
      src={imageUrl(sanity, image, { width: src, height: heightFor(src) })}
      srcSet={widths.map((w) => `${imageUrl(sanity, image, { width: w, height: heightFor(w) })} ${w}w`).join(', ')}
      // Written readably by the slots, sent without the spaces around `:` and `,` (repeated for every card).
      sizes={sizes.replace(/\s*([,:])\s*/g, '$1')}
      width={width}
      height={Math.round(width / ratio)}
      alt={alt ?? image.alt ?? ''}
      // No inline aspect-ratio or object-fit: width and height give the box its ratio before the file arrives
      // (the stylesheet's `height: auto`), so nothing below it moves when it loads, and `object-fit: cover` in
      // the stylesheet crops where a slot sets both sides. Only the placeholder is drawn inline.
      style={background || style ? { ...background, ...style } : undefined}
      // A picture that points along the line (the editor's mark): app.css mirrors it on a right-to-left page.
      className={image.directional ? [className, 'image--directional'].filter(Boolean).join(' ') : className}
      loading={priority ? 'eager' : 'lazy'}
      {...(priority ? { fetchpriority: 'high' } : {})}
      {...rest}
    />
  )
})
