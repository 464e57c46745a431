export type ImageConfig = { projectId: string; dataset: string; imageBaseUrl: string }

type Rect = { left: number; top: number; width: number; height: number }
type Crop = { top: number; bottom: number; left: number; right: number }
type Hotspot = { x: number; y: number; width: number; height: number }

/** An image as the queries project it: the asset reference, and the editor's crop and hotspot where set. */
export type ImageSource = { asset?: { _ref: string } | null; crop?: Crop | null; hotspot?: Hotspot | null }

/** `image-<sha1>-1200x800-jpg` → 1200 × 800: Sanity encodes an image's size in its asset id. */
export function imageDimensions(image: ImageSource | null | undefined): { width: number; height: number } | null {
  const match = /^image-[^-]+-(\d+)x(\d+)-\w+$/.exec(image?.asset?._ref ?? '')
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

/**
 * The sizes an image is made at, as image CDNs keep a fixed set: the embedded image server rounds every asked
 * width (or a lone height) up to the next of these, so junk sizes share a file, and the site asks only for
 * these, so nothing it asks for is rounded. Steps of 16–32 px for icons and thumbnails, then none more than a
 * third apart (most a fifth), with the widths layouts and screens use: 360/720/1080 (a phone's CSS width at
 * 1×, 2×, 3×), 1200 (a share image), 1280/1920 (HD). Above the last, a size is left as asked (decision 033).
 */
export const SIZE_LADDER: readonly number[] = [
  16, 32, 48, 64, 96, 128, 160, 200, 240, 320, 360, 400, 480, 560, 640, 720, 800, 960, 1080, 1200, 1280, 1600, 1920,
  2400, 3200, 4096, 5120, 6400, 8192,
]

/** The smallest size on the ladder that is at least `size` (never smaller, so nothing is ever blurrier). */
export function ladderUp(size: number): number {
  return SIZE_LADDER.find((rung) => rung >= size) ?? size
}

/**
 * The widths a srcset offers for an image shown at most `width` CSS pixels wide: the slot's width and twice it
 * (for 2× screens), each rounded up to the ladder, none wider than the source can give (`widest`, which then
 * takes the top place itself: the image server counts a source's whole width as a size of its own).
 */
export function srcsetWidths(width: number, widest: number): number[] {
  // Each candidate costs a full URL in the page (about 125 bytes): the slot's width and twice it cover the
  // screens people use (a 1x file below the slot's width only served 1x screens narrower than the slot).
  const wanted = [width, width * 2].map((w) => Math.min(ladderUp(w), widest))
  return [...new Set(wanted)].filter((w) => w > 0).sort((a, b) => a - b)
}

const NO_CROP: Crop = { top: 0, bottom: 0, left: 0, right: 0 }
const CENTRED: Hotspot = { x: 0.5, y: 0.5, width: 1, height: 1 }

/**
 * The part of the source an image shows at `width` × `height`: the editor's crop, cut to that aspect ratio
 * around the hotspot's centre and kept inside the crop. The same arithmetic as @sanity/image-url (its `fit`),
 * which image-url.test.ts holds this to.
 */
function shownRect(
  source: { width: number; height: number },
  crop: Crop,
  hotspot: Hotspot,
  width: number,
  height?: number,
): Rect {
  const cropLeft = Math.round(crop.left * source.width)
  const cropTop = Math.round(crop.top * source.height)
  const cropped = {
    left: cropLeft,
    top: cropTop,
    width: Math.round(source.width - crop.right * source.width - cropLeft),
    height: Math.round(source.height - crop.bottom * source.height - cropTop),
  }
  if (!height) return cropped
  // The hotspot's centre, computed as the library does (from its edges), so rounding agrees to the pixel.
  const radiusX = (hotspot.width * source.width) / 2
  const radiusY = (hotspot.height * source.height) / 2
  const centreX = hotspot.x * source.width
  const centreY = hotspot.y * source.height
  const aspect = width / height
  if (cropped.width / cropped.height > aspect) {
    // Wider than the slot: cut from the sides, centred on the hotspot, kept inside the crop.
    const cutHeight = Math.round(cropped.height)
    const cutWidth = Math.round(cutHeight * aspect)
    let left = Math.max(
      0,
      Math.round(Math.round((centreX + radiusX - (centreX - radiusX)) / 2 + (centreX - radiusX)) - cutWidth / 2),
    )
    if (left < cropped.left) left = cropped.left
    else if (left + cutWidth > cropped.left + cropped.width) left = cropped.left + cropped.width - cutWidth
    return { left, top: Math.max(0, Math.round(cropped.top)), width: cutWidth, height: cutHeight }
  }
  // Taller than the slot: cut from top and bottom.
  const cutHeight = Math.round(cropped.width / aspect)
  let top = Math.max(
    0,
    Math.round(Math.round((centreY + radiusY - (centreY - radiusY)) / 2 + (centreY - radiusY)) - cutHeight / 2),
  )
  if (top < cropped.top) top = cropped.top
  else if (top + cutHeight > cropped.top + cropped.height) top = cropped.top + cropped.height - cutHeight
  return { left: Math.max(0, Math.round(cropped.left)), top, width: cropped.width, height: cutHeight }
}

const sameRect = (a: Rect, b: Rect) =>
  a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height

/**
 * An image's URL at `width` (and, when given, cropped to `width` × `height`), in Sanity's URL shape; the
 * embedded default serves the seed under the same shape and parameters (decision 020).
 *
 * Written here rather than taken from @sanity/image-url, which cost every page 3.7 KB of first-load
 * JavaScript for the five parameters the site uses; image-url.test.ts compares the two over a table of cases.
 * Where the editor's crop or hotspot moves the picture, the URL is exactly the library's. Otherwise it leaves
 * out what the image CDN does anyway, and every byte of a URL is repeated in each srcset entry:
 * - `rect`, when it is only the centred cut (`fit=crop` crops around the centre unless told otherwise);
 * - `h` and `fit=crop`, when the slot has the source's own aspect ratio (the width alone gives that height).
 * No `q`: Sanity's default quality (75) is the one the site wants.
 */
export function imageUrl(
  config: ImageConfig,
  image: ImageSource,
  { width, height }: { width: number; height?: number },
): string {
  const ref = image.asset?._ref ?? ''
  const [, id, size, format] = ref.split('-')
  const source = imageDimensions(image)
  if (!id || !format || !source)
    throw new Error(`Malformed asset _ref '${ref}'. Expected an id like "image-<sha1>-1200x800-jpg".`)
  const base = `${(config.imageBaseUrl || 'https://cdn.sanity.io').replace(/\/+$/, '')}/images/${config.projectId}/${config.dataset}/${id}-${size}.${format}`

  const rect = shownRect(source, image.crop ?? NO_CROP, image.hotspot ?? CENTRED, width, height)
  const edited = !sameRect(rect, shownRect(source, NO_CROP, CENTRED, width, height))
  const wholeSource = rect.left === 0 && rect.top === 0 && rect.width === source.width && rect.height === source.height
  const params: string[] = []
  if (edited && !wholeSource) params.push(`rect=${rect.left},${rect.top},${rect.width},${rect.height}`)
  params.push(`w=${width}`)
  if (height && (edited || width * source.height !== height * source.width)) params.push(`h=${height}`, 'fit=crop')
  params.push('auto=format')
  return `${base}?${params.join('&')}`
}
