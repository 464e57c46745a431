import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The site has one stylesheet for both directions: app/styles says "inline start" and "inline end", never "left"
 * and "right", so the Arabic edition (`<html dir="rtl">`) mirrors itself. This test fails when a physical
 * direction creeps back in:
 * - a property named for a side: `left`, `margin-right`, `border-left-color`, `border-top-left-radius`…;
 * - a value naming a side: `text-align: left`, `float: right`, `transform-origin: left`, `to right`…;
 * - a sideways transform: `translateX(…)`, `translate(x, …)` with an x other than 0, a 90° or 270° gradient;
 * - a shorthand whose left and right differ: `padding: 0 0 0 20px`, `border-radius: 8px 0 0 8px`.
 * Allowed: rules whose selector starts from `[dir=…]` (they exist to say what no logical property can, for one
 * direction), and the few declarations in EXCEPTIONS, each with its reason.
 */

const STYLES = path.resolve(__dirname, '../../app/styles')

type Declaration = { file: string; line: number; selector: string; property: string; value: string }

/** Each exception: where, what, and why no logical property can say it. */
const EXCEPTIONS: Array<{ file: string; selector: string; property: string; why: string }> = [
  {
    file: 'app.css',
    selector: '.nav-progress',
    property: 'transform-origin',
    why: 'transform-origin has no logical keyword; the [dir=rtl] rule beside it sets the right',
  },
  {
    file: 'app.css',
    selector: '.nav-progress',
    property: 'background',
    why: 'a gradient angle is physical; the [dir=rtl] rule beside it turns it round',
  },
]

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => path.join(dir, name))
}

/** The declarations of a stylesheet with the selector of the rule holding them (at-rules' preludes skipped). */
function declarations(file: string, css: string): Declaration[] {
  // Comments become spaces of the same shape, so line numbers stay right.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  const found: Declaration[] = []
  const selectors: string[] = []
  let start = 0
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '{') {
      selectors.push(text.slice(start, i).trim())
      start = i + 1
    } else if (char === ';' || char === '}') {
      const chunk = text.slice(start, i)
      const colon = chunk.indexOf(':')
      const selector = [...selectors].reverse().find((s) => !s.startsWith('@')) ?? ''
      if (colon > 0 && selectors.length > 0 && !selectors.at(-1)!.startsWith('@')) {
        const offset = start + chunk.search(/\S/)
        found.push({
          file,
          line: lineAt(offset),
          selector,
          property: chunk.slice(0, colon).trim().toLowerCase(),
          value: chunk
            .slice(colon + 1)
            .trim()
            .toLowerCase(),
        })
      }
      if (char === '}') selectors.pop()
      start = i + 1
    }
  }
  return found
}

const SIDE_WORD = /(^|[^a-z-])(left|right)([^a-z-]|$)/
const SIDE_PROPERTY = /(^|-)(left|right)(-|$)/
const BOX_SHORTHANDS = new Set(['margin', 'padding', 'inset', 'border-width', 'border-style', 'border-color'])

/** Splits a value into its top-level words (a `calc(…)` stays one word). */
function words(value: string): string[] {
  const out: string[] = []
  let depth = 0
  let word = ''
  for (const char of value.replace(/\s*!important$/, '')) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (/\s/.test(char) && depth === 0) {
      if (word) out.push(word)
      word = ''
    } else word += char
  }
  if (word) out.push(word)
  return out
}

/** Why a declaration is physical, or null when it reads the same in both directions. */
function physical({ property, value }: Pick<Declaration, 'property' | 'value'>): string | null {
  if (property.startsWith('--')) return null
  if (SIDE_PROPERTY.test(property)) return `property ${property}`
  if (SIDE_WORD.test(value.replace(/-(left|right)\b/g, ''))) return `value ${value}`
  if (/translatex\(|translate3d\(/.test(value)) return 'a sideways transform'
  const translate = /(^|[^a-z])translate\(([^,)]+)/.exec(value)
  if (translate && !/^\s*0(px|%)?\s*$/.test(translate[2]!)) return 'a sideways transform'
  if (/gradient\(\s*(90|270|-90)deg/.test(value)) return 'a sideways gradient'
  if (BOX_SHORTHANDS.has(property)) {
    const sides = words(value)
    if (sides.length === 4 && sides[1] !== sides[3]) return `left and right differ in ${property}`
  }
  if (property === 'border-radius') {
    const [horizontal = ''] = value.split('/')
    const [topLeft, topRight = topLeft, bottomRight = topLeft, bottomLeft = topRight] = words(horizontal)
    if (topLeft !== topRight || bottomRight !== bottomLeft) return 'corners that differ left and right'
  }
  return null
}

const excepted = (d: Declaration) =>
  /^\[dir=/.test(d.selector) ||
  EXCEPTIONS.some((e) => d.file === e.file && d.selector === e.selector && d.property === e.property)

describe('the stylesheets speak of inline start and end, never of left and right', () => {
  it('finds the physical directions it is meant to catch', () => {
    const caught = [
      { property: 'left', value: '0' },
      { property: 'margin-right', value: '8px' },
      { property: 'border-left-color', value: 'red' },
      { property: 'border-top-left-radius', value: '4px' },
      { property: 'text-align', value: 'right' },
      { property: 'float', value: 'left' },
      { property: 'background-position', value: 'right 10px center' },
      { property: 'transform', value: 'translatex(-100%)' },
      { property: 'transform', value: 'translate(20px, 0)' },
      { property: 'padding', value: '0 0 0 20px' },
      { property: 'border-radius', value: '8px 0 0 8px' },
      { property: 'background', value: 'linear-gradient(90deg, red, blue)' },
    ]
    expect(caught.filter((d) => physical(d) === null)).toEqual([])
  })

  it('lets logical and symmetric declarations through', () => {
    const fine = [
      { property: 'margin-inline-start', value: '8px' },
      { property: 'inset-inline-end', value: '12px' },
      { property: 'text-align', value: 'start' },
      { property: 'padding', value: '4px 10px 8px' },
      { property: 'margin', value: '0 auto 16px auto' },
      { property: 'border-radius', value: '8px 8px 0 0' },
      { property: 'transform', value: 'translatey(-50%) scale(1.04)' },
      { property: 'transform', value: 'translate(0, 24px)' },
      { property: 'class-name-ish', value: 'few-left' },
      { property: '--align', value: 'left' },
    ]
    expect(fine.filter((d) => physical(d) !== null)).toEqual([])
  })

  it('finds none in app/styles outside the documented exceptions', () => {
    const files = cssFiles(STYLES)
    expect(files.length).toBeGreaterThan(0)
    const offenders = files.flatMap((file) =>
      declarations(path.relative(STYLES, file), readFileSync(file, 'utf8'))
        .filter((d) => !excepted(d))
        .flatMap((d) => {
          const why = physical(d)
          return why ? [`${d.file}:${d.line} ${d.selector} { ${d.property}: ${d.value} } (${why})`] : []
        }),
    )
    expect(offenders).toEqual([])
  })

  it('keeps each exception in use, so the list does not outlive what it excuses', () => {
    const all = cssFiles(STYLES).flatMap((file) =>
      declarations(path.relative(STYLES, file), readFileSync(file, 'utf8')),
    )
    const unused = EXCEPTIONS.filter(
      (e) => !all.some((d) => d.file === e.file && d.selector === e.selector && d.property === e.property),
    )
    expect(unused).toEqual([])
  })
})
