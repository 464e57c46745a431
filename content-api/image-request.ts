/**
 * What an image URL asks for, in Sanity's image-CDN parameters, turned into one exact recipe: which rectangle
 * of the source to take, the size to scale it to, an optional padded canvas, and the output format. Pure: the
 * local Content API's image server (content-api/image-resizer.ts) runs the recipe with sharp and caches the result
 * under `recipeKey()`, so two URLs that make the same picture share one cached file.
 *
 * It follows Sanity's documented meaning of each parameter, with two deliberate differences. It never makes
 * more pixels than the source has: where Sanity would enlarge, the whole output shrinks by the same factor, so
 * it keeps the asked aspect ratio (the browser scales it into its box as it would the larger file). And sizes
 * and qualities are rounded up to a few fixed steps (decision 033), so a page of junk sizes cannot make a file
 * for each: the width (or a lone height) goes up to the next size on the ladder, a height given beside it by the
 * same factor, so the aspect ratio is kept and nothing is ever blurrier than asked.
 */

import { acceptedImageFormats } from '#shared/image-formats'
import { ladderUp, SIZE_LADDER } from '#shared/image-url'

export { SIZE_LADDER }

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif'

export type Rect = { left: number; top: number; width: number; height: number }

export type ImageRecipe = {
  /** The part of the source to use, in source pixels. */
  extract: Rect
  /** The size the extracted part is scaled to (never larger than the extract). */
  width: number
  height: number
  /**
   * `crop=entropy`: sharp picks the busiest part of `extract` to fill width × height, instead of `extract` being exact.
   */
  entropy: boolean
  /** `fit=fill`/`fillmax`: the scaled image is centred on a canvas of this size, painted with `background`. */
  canvas: { width: number; height: number; background: { r: number; g: number; b: number; alpha: number } } | null
  format: OutputFormat
  /** 0–100 in Sanity's scale (JPEG-like); the resizer maps it for AVIF. Ignored for PNG. */
  quality: number
  progressive: boolean
  /**
   * The format was chosen from the request's Accept header (`auto=format`), so the response must say `Vary: Accept`.
   */
  variesWithAccept: boolean
}

export type ImageSource = { width: number; height: number; format: OutputFormat }

export type ImagePlan =
  | { kind: 'original' }
  /** `sized`: the URL gives a width or height, so the same picture exists at other sizes of the ladder. */
  | { kind: 'transform'; recipe: ImageRecipe; sized: boolean }
  | { kind: 'invalid'; message: string }

export type PlanOptions = {
  /**
   * Make the picture at this size of the ladder instead of the asked one (the width's, or a lone height's; a
   * height beside a width follows by the same factor): the same picture at another size, as when a busy
   * server answers with a size it already has.
   */
  rung?: number
}

/** Larger than any screen needs; Sanity refuses larger outputs too. */
export const MAX_DIMENSION = 8192
/** Sanity's default quality for lossy formats. */
export const DEFAULT_QUALITY = 75
/** Qualities are rounded up to one of these: tens, and Sanity's default. */
export const QUALITY_STEPS: readonly number[] = [10, 20, 30, 40, 50, 60, 70, 75, 80, 90, 100]

const FIT_MODES = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const
type Fit = (typeof FIT_MODES)[number]

/** Sanity parameters this server understands. Any other parameter that Sanity defines is refused (below). */
const HANDLED = new Set(['w', 'h', 'fit', 'crop', 'q', 'auto', 'fm', 'dpr', 'rect', 'bg', 'fp-x', 'fp-y'])
/** Sanity parameters the embedded server does not implement: refused, so nobody mistakes its answer for Sanity's. */
const NOT_IMPLEMENTED = new Set([
  'blur',
  'sharp',
  'invert',
  'or',
  'flip',
  'sat',
  'pad',
  'frame',
  'dl',
  'min-w',
  'max-w',
  'min-h',
  'max-h',
])

const FORMAT_PARAM: Record<string, { format: OutputFormat; progressive: boolean }> = {
  jpg: { format: 'jpeg', progressive: false },
  pjpg: { format: 'jpeg', progressive: true },
  png: { format: 'png', progressive: false },
  webp: { format: 'webp', progressive: false },
}

class BadParameter extends Error {}
const bad = (message: string): never => {
  throw new BadParameter(message)
}

function integerParam(name: string, raw: string, min: number, max: number): number {
  if (!/^\d{1,6}$/.test(raw)) bad(`${name} must be a whole number from ${min} to ${max}.`)
  const value = Number(raw)
  if (value < min || value > max) bad(`${name} must be a whole number from ${min} to ${max}.`)
  return value
}

function decimalParam(name: string, raw: string, min: number, max: number): number {
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(raw)) bad(`${name} must be a number from ${min} to ${max}.`)
  const value = Number(raw)
  if (value < min || value > max) bad(`${name} must be a number from ${min} to ${max}.`)
  return value
}

type Gravity = { x: 'left' | 'center' | 'right' | number; y: 'top' | 'center' | 'bottom' | number } | 'entropy'

function parseCrop(raw: string, focal: { x: number; y: number } | null): Gravity {
  const parts = raw.split(',')
  const known = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy']
  if (parts.some((part) => !known.includes(part)) || new Set(parts).size !== parts.length) {
    bad(
      'crop must be top, bottom, left, right, center, focalpoint or entropy (or a side and a top/bottom, e.g. ' +
        'top,left).',
    )
  }
  if (parts.length === 1 && parts[0] === 'entropy') return 'entropy'
  if (parts.length === 1 && parts[0] === 'focalpoint') return { x: focal?.x ?? 0.5, y: focal?.y ?? 0.5 }
  const vertical = parts.filter((part) => part === 'top' || part === 'bottom')
  const horizontal = parts.filter((part) => part === 'left' || part === 'right')
  const centre = parts.filter((part) => part === 'center')
  if (
    vertical.length > 1 ||
    horizontal.length > 1 ||
    parts.length !== vertical.length + horizontal.length + centre.length ||
    parts.length > 2
  ) {
    bad('crop combines at most one of top/bottom with one of left/right (or center).')
  }
  return {
    x: (horizontal[0] as 'left' | 'right' | undefined) ?? 'center',
    y: (vertical[0] as 'top' | 'bottom' | undefined) ?? 'center',
  }
}

function parseBackground(raw: string) {
  // Sanity's bg: RGB or ARGB hex, 3/4 or 6/8 digits.
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(raw))
    bad('bg must be a hex colour: RGB, ARGB, RRGGBB or AARRGGBB.')
  const digits = raw.length <= 4 ? [...raw].map((digit) => digit + digit).join('') : raw
  const withAlpha = digits.length === 8 ? digits : `ff${digits}`
  const byte = (index: number) => parseInt(withAlpha.slice(index, index + 2), 16)
  return { r: byte(2), g: byte(4), b: byte(6), alpha: Math.round((byte(0) / 255) * 1000) / 1000 }
}

const clampInt = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)))

type Box = { width: number | undefined; height: number | undefined }

/**
 * The asked box on the ladder: its leading side (the width, else a lone height) goes up to the next size of the
 * ladder, or to `rung`, and the other side by the same factor. `fill` is the box's size relative to the source,
 * as the fit mode reads it: from 1 on, the output no longer grows with the box, so the box the source fills at
 * its own size is a size of every picture's ladder too (the site asking for a source's whole width, or its
 * widest cut, is not rounded past it; a larger box is left as asked, as it makes the same picture).
 */
function onLadder(box: Box, fill: number, rung: number | undefined): Box {
  const lead = box.width ?? box.height
  if (lead === undefined) return box
  let factor = (rung ?? ladderUp(lead)) / lead
  if (rung === undefined) factor = Math.max(1, Math.min(factor, 1 / fill))
  return {
    width: box.width === undefined ? undefined : box.width * factor,
    height: box.height === undefined ? undefined : box.height * factor,
  }
}

/** The quality rounded up to a step, so q=71…75 share a file (a step up never looks worse). */
const qualityStep = (quality: number) => QUALITY_STEPS.find((step) => step >= quality) ?? 100

/** Where a window of `size` sits inside `span` for a gravity: a side, the centre, or centred on a fraction. */
function place(span: number, size: number, at: 'left' | 'top' | 'center' | 'right' | 'bottom' | number): number {
  if (at === 'left' || at === 'top') return 0
  if (at === 'right' || at === 'bottom') return span - size
  const centre = at === 'center' ? span / 2 : at * span
  return clampInt(centre - size / 2, 0, span - size)
}

/**
 * Reads an image URL's query against its source. `original` when it asks for no transformation at all (the
 * file is sent as it is); `invalid` with a message for the visitor when a parameter is malformed or out of range.
 */
export function planImage(
  query: URLSearchParams,
  source: ImageSource,
  accept: string | null,
  options: PlanOptions = {},
): ImagePlan {
  try {
    return plan(query, source, accept, options)
  } catch (error) {
    if (error instanceof BadParameter) return { kind: 'invalid', message: error.message }
    throw error
  }
}

function plan(query: URLSearchParams, source: ImageSource, accept: string | null, { rung }: PlanOptions): ImagePlan {
  const params = new Map<string, string>()
  for (const [name, value] of query) {
    if (NOT_IMPLEMENTED.has(name))
      bad(`${name} is a Sanity image parameter this embedded image server does not implement.`)
    if (!HANDLED.has(name)) continue // not an image parameter (a cache buster, a tracking tag): ignored, as Sanity does
    if (params.has(name)) bad(`${name} is given more than once.`)
    params.set(name, value)
  }
  if (params.size === 0) return { kind: 'original' }
  const get = (name: string) => params.get(name)

  const dpr = get('dpr') === undefined ? 1 : decimalParam('dpr', get('dpr')!, 1, 3)
  const askedWidth = get('w') === undefined ? undefined : integerParam('w', get('w')!, 1, MAX_DIMENSION)
  const askedHeight = get('h') === undefined ? undefined : integerParam('h', get('h')!, 1, MAX_DIMENSION)
  const quality = get('q') === undefined ? DEFAULT_QUALITY : qualityStep(integerParam('q', get('q')!, 0, 100))
  const fitRaw = get('fit') ?? 'clip'
  if (!(FIT_MODES as readonly string[]).includes(fitRaw)) bad(`fit must be one of ${FIT_MODES.join(', ')}.`)
  const fit = fitRaw as Fit
  const focalX = get('fp-x') === undefined ? undefined : decimalParam('fp-x', get('fp-x')!, 0, 1)
  const focalY = get('fp-y') === undefined ? undefined : decimalParam('fp-y', get('fp-y')!, 0, 1)
  const focal = focalX === undefined && focalY === undefined ? null : { x: focalX ?? 0.5, y: focalY ?? 0.5 }
  // The URL builder sends fp-x/fp-y for a focal point without saying crop=focalpoint.
  const gravity: Gravity =
    get('crop') !== undefined ? parseCrop(get('crop')!, focal) : (focal ?? { x: 'center', y: 'center' })
  const background = get('bg') === undefined ? null : parseBackground(get('bg')!)
  if (get('auto') !== undefined && get('auto') !== 'format') bad('auto must be format.')

  let extract: Rect = { left: 0, top: 0, width: source.width, height: source.height }
  if (get('rect') !== undefined) {
    const match = /^(\d{1,6}),(\d{1,6}),(\d{1,6}),(\d{1,6})$/.exec(get('rect')!)
    if (!match) bad('rect must be left,top,width,height in whole pixels.')
    const [left, top, width, height] = match!.slice(1).map(Number) as [number, number, number, number]
    // Clipped to the image, as a rectangle reaching past its edge has nothing there to show.
    const right = Math.min(source.width, left + width)
    const bottom = Math.min(source.height, top + height)
    if (width === 0 || height === 0 || right <= left || bottom <= top) bad('rect must cover part of the image.')
    extract = { left, top, width: right - left, height: bottom - top }
  }

  const { width: rw, height: rh } = extract
  const asked: Box = {
    width: askedWidth === undefined ? undefined : askedWidth * dpr,
    height: askedHeight === undefined ? undefined : askedHeight * dpr,
  }
  const ratios = [
    asked.width === undefined ? null : asked.width / rw,
    asked.height === undefined ? null : asked.height / rh,
  ].filter((r) => r !== null)
  // How far the box is from the source's own size, as each fit reads the box (see the branches below).
  const fill = fit === 'crop' || fit === 'min' || fit === 'scale' ? Math.max(...ratios) : Math.min(...ratios)
  const { width: boxWidth, height: boxHeight } = onLadder(asked, fill, rung)
  let width: number
  let height: number
  let canvas: ImageRecipe['canvas'] = null
  let entropy = false

  if (boxWidth === undefined && boxHeight === undefined) {
    width = rw
    height = rh
  } else if (boxWidth === undefined || boxHeight === undefined) {
    // One side given: scale to it, keep the aspect ratio, never beyond the source.
    const scale = Math.min(1, boxWidth !== undefined ? boxWidth / rw : boxHeight! / rh)
    width = clampInt(rw * scale, 1, rw)
    height = clampInt(rh * scale, 1, rh)
  } else if (fit === 'clip' || fit === 'max') {
    const scale = Math.min(1, boxWidth / rw, boxHeight / rh)
    width = clampInt(rw * scale, 1, rw)
    height = clampInt(rh * scale, 1, rh)
  } else if (fit === 'crop' || fit === 'min') {
    // Fill the box and cut what overflows, at the gravity asked. A box the source cannot fill at full size
    // shrinks (aspect kept) until it can.
    const shrink = Math.max(1, boxWidth / rw, boxHeight / rh)
    width = clampInt(boxWidth / shrink, 1, rw)
    height = clampInt(boxHeight / shrink, 1, rh)
    // The box's own ratio, not the rounded output's: a box rounded up to the ladder keeps the asked ratio to a
    // fraction of a pixel, and cutting to the rounded one would shave pixels off a picture that already fits.
    const aspect = boxWidth / boxHeight
    const cutWidth = rw / rh > aspect ? clampInt(rh * aspect, 1, rw) : rw
    const cutHeight = rw / rh > aspect ? rh : clampInt(rw / aspect, 1, rh)
    if (gravity === 'entropy') entropy = true
    else {
      extract = {
        left: extract.left + place(rw, cutWidth, gravity.x),
        top: extract.top + place(rh, cutHeight, gravity.y),
        width: cutWidth,
        height: cutHeight,
      }
    }
  } else if (fit === 'fill' || fit === 'fillmax') {
    // Fit inside the box and pad the rest with bg (white unless given). A box larger than the source at full
    // size shrinks (aspect kept), so the picture itself is never enlarged.
    const shrink = Math.max(1, Math.min(boxWidth / rw, boxHeight / rh))
    const canvasWidth = clampInt(boxWidth / shrink, 1, MAX_DIMENSION)
    const canvasHeight = clampInt(boxHeight / shrink, 1, MAX_DIMENSION)
    const scale = Math.min(1, canvasWidth / rw, canvasHeight / rh)
    width = clampInt(rw * scale, 1, canvasWidth)
    height = clampInt(rh * scale, 1, canvasHeight)
    canvas = {
      width: canvasWidth,
      height: canvasHeight,
      background: background ?? { r: 255, g: 255, b: 255, alpha: 1 },
    }
  } else {
    // scale: stretch to the box, aspect ratio ignored; shrunk (aspect of the box kept) rather than enlarged.
    const shrink = Math.max(1, boxWidth / rw, boxHeight / rh)
    width = clampInt(boxWidth / shrink, 1, MAX_DIMENSION)
    height = clampInt(boxHeight / shrink, 1, MAX_DIMENSION)
  }

  let format = source.format
  let progressive = false
  let variesWithAccept = false
  const fm = get('fm')
  if (fm !== undefined) {
    const chosen = FORMAT_PARAM[fm]
    if (!chosen) bad(`fm must be one of ${Object.keys(FORMAT_PARAM).join(', ')}.`)
    format = chosen!.format
    progressive = chosen!.progressive
  } else if (get('auto') === 'format') {
    const accepted = acceptedImageFormats(accept)
    format = accepted.has('avif') ? 'avif' : accepted.has('webp') ? 'webp' : source.format
    variesWithAccept = true
  }

  const sized = asked.width !== undefined || asked.height !== undefined
  return {
    kind: 'transform',
    sized,
    recipe: { extract, width, height, entropy, canvas, format, quality, progressive, variesWithAccept },
  }
}

/**
 * The recipe as a cache key: only what changes the output, so `w=5000` and `w=6000` of a 1,200 px source, or a
 * URL with a cache-busting parameter, share one entry.
 */
export function recipeKey(recipe: ImageRecipe): string {
  const { extract: e, canvas: c } = recipe
  const lossy = recipe.format !== 'png'
  return [
    `x${e.left},${e.top},${e.width},${e.height}`,
    `s${recipe.width}x${recipe.height}`,
    recipe.entropy ? 'entropy' : '',
    c ? `c${c.width}x${c.height}:${c.background.r},${c.background.g},${c.background.b},${c.background.alpha}` : '',
    recipe.format,
    lossy ? `q${recipe.quality}` : '',
    recipe.progressive ? 'progressive' : '',
  ]
    .filter(Boolean)
    .join('|')
}
