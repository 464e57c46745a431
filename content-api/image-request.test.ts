import { describe, expect, it } from 'vitest'
import { acceptedImageFormats } from '#shared/image-formats'
import { type ImageRecipe, type ImageSource, planImage, QUALITY_STEPS, recipeKey, SIZE_LADDER } from './image-request'

const photo: ImageSource = { width: 1200, height: 800, format: 'jpeg' }
const plan = (query: string, source: ImageSource = photo, accept: string | null = null) =>
  planImage(new URLSearchParams(query), source, accept)
const recipe = (query: string, source: ImageSource = photo, accept: string | null = null): ImageRecipe => {
  const result = plan(query, source, accept)
  if (result.kind !== 'transform') throw new Error(`expected a transformation, got ${JSON.stringify(result)}`)
  return result.recipe
}
const size = (r: ImageRecipe) => [r.canvas?.width ?? r.width, r.canvas?.height ?? r.height]

describe('planImage: sizes', () => {
  it('sends the file itself when no image parameter is given (other parameters are ignored)', () => {
    expect(plan('')).toEqual({ kind: 'original' })
    expect(plan('v=3&utm_source=mail')).toEqual({ kind: 'original' })
  })

  it('scales to the width asked, keeping the aspect ratio', () => {
    expect(size(recipe('w=320'))).toEqual([320, 213])
    expect(size(recipe('h=200'))).toEqual([300, 200])
  })

  it('never makes more pixels than the source has', () => {
    expect(size(recipe('w=5000'))).toEqual([1200, 800])
    expect(size(recipe('w=2400&h=2400&fit=max'))).toEqual([1200, 800])
    expect(size(recipe('w=2400&h=2400'))).toEqual([1200, 800]) // clip, the default fit
  })

  it('fit=clip and fit=max fit inside the box', () => {
    expect(size(recipe('w=320&h=320&fit=clip'))).toEqual([320, 213])
    expect(size(recipe('w=320&h=320&fit=max'))).toEqual([320, 213])
  })

  it('fit=crop and fit=min fill the box and cut the overflow, centred by default', () => {
    const square = recipe('w=200&h=200&fit=crop')
    expect(size(square)).toEqual([200, 200])
    expect(square.extract).toEqual({ left: 200, top: 0, width: 800, height: 800 })
    expect(recipe('w=200&h=200&fit=min')).toEqual(square)
  })

  it('fit=crop larger than the source keeps the asked aspect ratio at the source’s own scale', () => {
    const wide = recipe('w=3200&h=1000&fit=crop')
    expect(size(wide)).toEqual([1200, 375])
    expect(wide.extract).toEqual({ left: 0, top: 213, width: 1200, height: 375 })
  })

  it('crop=top,left and crop=focalpoint (fp-x, fp-y) choose which part is kept', () => {
    expect(recipe('w=200&h=200&fit=crop&crop=top,left').extract).toEqual({ left: 0, top: 0, width: 800, height: 800 })
    expect(recipe('w=200&h=200&fit=crop&crop=right').extract).toEqual({ left: 400, top: 0, width: 800, height: 800 })
    expect(recipe('w=200&h=200&fit=crop&crop=focalpoint&fp-x=0.9&fp-y=0.5').extract).toEqual({
      left: 400,
      top: 0,
      width: 800,
      height: 800,
    })
    expect(recipe('w=200&h=200&fit=crop&crop=focalpoint&fp-x=0.4').extract).toEqual({
      left: 80,
      top: 0,
      width: 800,
      height: 800,
    })
    expect(recipe('w=200&h=200&fit=crop&crop=entropy')).toMatchObject({ entropy: true, width: 200, height: 200 })
  })

  it('rect cuts a rectangle out first, then the box applies to it (the URL builder’s crop and hotspot)', () => {
    const tile = recipe('rect=67,0,1067,800&w=320&h=240&fit=crop')
    expect(tile.extract).toEqual({ left: 67, top: 0, width: 1067, height: 800 })
    expect(size(tile)).toEqual([320, 240])
    expect(recipe('rect=1000,600,500,500').extract).toEqual({ left: 1000, top: 600, width: 200, height: 200 })
  })

  it('fit=fill pads to the box with bg (white unless given)', () => {
    const padded = recipe('w=320&h=320&fit=fill')
    expect([padded.width, padded.height]).toEqual([320, 213])
    expect(padded.canvas).toEqual({ width: 320, height: 320, background: { r: 255, g: 255, b: 255, alpha: 1 } })
    expect(recipe('w=320&h=320&fit=fillmax&bg=80ff0000').canvas?.background).toEqual({
      r: 255,
      g: 0,
      b: 0,
      alpha: 0.502,
    })
  })

  it('fit=scale stretches to the box', () => {
    expect(recipe('w=320&h=320&fit=scale')).toMatchObject({
      width: 320,
      height: 320,
      extract: { left: 0, top: 0, width: 1200, height: 800 },
    })
  })

  it('dpr multiplies the box (then rounded up to the ladder)', () => {
    expect(size(recipe('w=320&dpr=2'))).toEqual([640, 427])
    expect(size(recipe('w=160&h=160&fit=crop&dpr=1.5'))).toEqual([240, 240])
    expect(size(recipe('w=200&h=200&fit=crop&dpr=1.5'))).toEqual([320, 320]) // 300 × 300 is not on the ladder
  })
})

describe('planImage: the size ladder', () => {
  it('rounds a width up to the next size on the ladder, never down', () => {
    expect(size(recipe('w=321'))).toEqual([360, 240])
    expect(size(recipe('w=361'))).toEqual([400, 267])
    expect(size(recipe('w=17'))).toEqual([32, 21])
    expect(size(recipe('w=1'))).toEqual([16, 11])
    for (const rung of SIZE_LADDER.filter((r) => r <= 1200)) expect(recipe(`w=${rung}`).width, `w=${rung}`).toBe(rung)
  })

  it('gives junk widths one file per size of the ladder', () => {
    const keys = new Set(Array.from({ length: 1200 }, (_, i) => recipeKey(recipe(`w=${i + 1}`))))
    expect(keys.size).toBe(SIZE_LADDER.filter((rung) => rung < 1200).length + 1)
    expect(recipeKey(recipe('w=641'))).toBe(recipeKey(recipe('w=720')))
  })

  it('scales a height given with the width by the same factor, keeping the aspect ratio', () => {
    const cut = recipe('w=361&h=361&fit=crop')
    expect(size(cut)).toEqual([400, 400])
    expect(cut.extract).toEqual({ left: 200, top: 0, width: 800, height: 800 })
    const wide = recipe('w=300&h=100&fit=crop') // 3:1 → 320 × 106.7
    expect(size(wide)).toEqual([320, 107])
    expect(wide.extract).toEqual({ left: 0, top: 200, width: 1200, height: 400 })
    expect(size(recipe('w=330&h=330&fit=clip'))).toEqual([360, 240])
    expect(recipe('w=330&h=330&fit=fill').canvas).toMatchObject({ width: 360, height: 360 })
  })

  it('rounds a lone height up the ladder too', () => {
    expect(size(recipe('h=201'))).toEqual([360, 240])
    expect(size(recipe('h=200'))).toEqual([300, 200])
  })

  it('stops at the source’s own size, which counts as a size of the ladder: the widest cut is not rounded past', () => {
    // 1,066 × 800 is the widest 4:3 cut of a 1,200 × 800 photo: asked for exactly, made exactly.
    expect(size(recipe('w=1066&h=800&fit=crop'))).toEqual([1066, 800])
    expect(size(recipe('w=1100'))).toEqual([1200, 800])
    const small: ImageSource = { width: 500, height: 300, format: 'jpeg' }
    expect(size(recipe('w=490', small))).toEqual([500, 300])
    expect(size(recipe('w=450', small))).toEqual([480, 288])
  })

  it('leaves a size above the ladder as asked (the source then decides)', () => {
    const huge: ImageSource = { width: 12000, height: 8000, format: 'jpeg' }
    expect(size(recipe('w=8192&dpr=1.25', huge))).toEqual([10240, 6827])
  })

  it('makes the same picture at another size of the ladder when told which (a substitute size)', () => {
    const at = (query: string, rung: number) => {
      const result = planImage(new URLSearchParams(query), photo, null, { rung })
      if (result.kind !== 'transform') throw new Error(query)
      return result.recipe
    }
    expect(size(at('w=361&h=361&fit=crop', 240))).toEqual([240, 240])
    expect(size(at('w=300&h=100&fit=crop', 640))).toEqual([640, 213])
    expect(size(at('h=201', 160))).toEqual([240, 160])
    expect(planImage(new URLSearchParams('w=361'), photo, null)).toMatchObject({ sized: true })
    expect(planImage(new URLSearchParams('fm=webp'), photo, null)).toMatchObject({ sized: false })
  })
})

describe('planImage: formats', () => {
  it('auto=format picks AVIF, then WebP, from Accept, else keeps the source format; answers vary with Accept', () => {
    expect(recipe('w=320&auto=format', photo, 'image/avif,image/webp,*/*')).toMatchObject({
      format: 'avif',
      variesWithAccept: true,
    })
    expect(recipe('w=320&auto=format', photo, 'image/webp,*/*')).toMatchObject({
      format: 'webp',
      variesWithAccept: true,
    })
    expect(recipe('w=320&auto=format', photo, '*/*')).toMatchObject({ format: 'jpeg', variesWithAccept: true })
    expect(recipe('w=320&auto=format', photo, null)).toMatchObject({ format: 'jpeg', variesWithAccept: true })
    expect(recipe('w=320', photo, 'image/avif')).toMatchObject({ format: 'jpeg', variesWithAccept: false })
  })

  it('fm names the format outright and wins over auto=format', () => {
    expect(recipe('fm=webp&auto=format', photo, 'image/avif')).toMatchObject({
      format: 'webp',
      variesWithAccept: false,
    })
    expect(recipe('fm=pjpg')).toMatchObject({ format: 'jpeg', progressive: true })
    expect(recipe('fm=png', { ...photo, format: 'jpeg' })).toMatchObject({ format: 'png' })
  })

  it('q sets the quality, 75 by default as on Sanity, rounded up to a step', () => {
    expect(recipe('w=10').quality).toBe(75)
    expect(recipe('w=10&q=40').quality).toBe(40)
    expect(recipe('w=10&q=71').quality).toBe(75)
    expect(recipe('w=10&q=76').quality).toBe(80)
    expect(recipe('w=10&q=0').quality).toBe(10)
    expect(new Set(Array.from({ length: 101 }, (_, q) => recipe(`w=10&q=${q}`).quality))).toEqual(
      new Set(QUALITY_STEPS),
    )
  })

  it('reads Accept as browsers send it, refusing a type given q=0', () => {
    expect([...acceptedImageFormats('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')]).toEqual([
      'avif',
      'webp',
    ])
    expect([...acceptedImageFormats('image/avif;q=0, image/webp;q=0.9')]).toEqual(['webp'])
    expect([...acceptedImageFormats('')]).toEqual([])
  })
})

describe('planImage: refusals', () => {
  const message = (query: string) => {
    const result = plan(query)
    return result.kind === 'invalid' ? result.message : `not refused: ${result.kind}`
  }
  it.each([
    ['w=abc', /^w must be a whole number from 1 to 8192/],
    ['w=99999', /^w must be a whole number from 1 to 8192/],
    ['w=0', /^w must be/],
    ['w=', /^w must be/],
    ['w=1e3', /^w must be/],
    ['h=-5', /^h must be/],
    ['q=-1', /^q must be a whole number from 0 to 100/],
    ['q=101', /^q must be/],
    ['dpr=4', /^dpr must be a number from 1 to 3/],
    ['fit=cover', /^fit must be one of clip, crop/],
    ['crop=middle', /^crop must be/],
    ['crop=top,bottom', /^crop combines/],
    ['auto=compress', /^auto must be format/],
    ['fm=gif', /^fm must be one of jpg, pjpg, png, webp/],
    ['rect=10,10,0,5', /^rect must cover part of the image/],
    ['rect=5000,5000,10,10', /^rect must cover part of the image/],
    ['rect=1,2,3', /^rect must be left,top,width,height/],
    ['bg=red', /^bg must be a hex colour/],
    ['fp-x=2', /^fp-x must be a number from 0 to 1/],
    ['w=100&w=200', /^w is given more than once/],
    ['blur=20', /^blur is a Sanity image parameter this embedded image server does not implement/],
  ])('%s → 400 saying why', (query, expected) => {
    expect(message(query)).toMatch(expected)
  })
})

describe('recipeKey', () => {
  it('is the same for URLs that make the same picture, and differs when the picture differs', () => {
    expect(recipeKey(recipe('w=5000'))).toBe(recipeKey(recipe('w=6000&v=2')))
    expect(recipeKey(recipe('w=320&auto=format', photo, 'image/webp'))).toBe(recipeKey(recipe('w=320&fm=webp')))
    expect(recipeKey(recipe('w=320'))).not.toBe(recipeKey(recipe('w=321')))
    expect(recipeKey(recipe('w=320&q=60'))).not.toBe(recipeKey(recipe('w=320')))
    expect(recipeKey(recipe('w=320', photo))).not.toBe(recipeKey(recipe('w=320&fm=webp')))
    // PNG is lossless: quality does not change it.
    expect(recipeKey(recipe('w=320&fm=png&q=10'))).toBe(recipeKey(recipe('w=320&fm=png')))
  })
})
