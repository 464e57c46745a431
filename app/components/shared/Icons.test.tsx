import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../tests/support/render-page'
import { ICON_NAMES, Icon, IconSprite } from './Icons'
import { ICON_SPRITE_MARKUP } from './icon-sprite.server'
import { StarRating } from './StarRating'

const ids = (html: string) => [...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]!)
const references = (html: string) => [...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]!)

describe('the icon sprite', () => {
  const sprite = renderToStaticMarkup(<IconSprite markup={ICON_SPRITE_MARKUP} />)

  it('draws each icon once, hidden from assistive technology', () => {
    expect(new Set(ids(sprite)).size).toBe(ids(sprite).length)
    expect(sprite).toMatch(/^<svg id="icon-sprite" class="icon-sprite"[^>]* aria-hidden="true"/)
    for (const name of ICON_NAMES) expect(ids(sprite)).toContain(`i-${name}`)
    expect(ids(sprite).filter((id) => id.startsWith('i-'))).toHaveLength(ICON_NAMES.length)
  })

  it('keeps, in the browser, the sprite the server drew', () => {
    const page = { getElementById: (id: string) => (id === 'icon-sprite' ? { innerHTML: ICON_SPRITE_MARKUP } : null) }
    const saved = globalThis.document
    Object.assign(globalThis, { document: page })
    try {
      expect(renderToStaticMarkup(<IconSprite />)).toBe(sprite)
    } finally {
      if (saved === undefined) Reflect.deleteProperty(globalThis, 'document')
      else Object.assign(globalThis, { document: saved })
    }
  })

  it('resolves every reference, inside the sprite and from the icons', () => {
    const defined = new Set(ids(sprite))
    const used = [
      ...references(sprite),
      ...ICON_NAMES.flatMap((name) => references(renderToStaticMarkup(<Icon name={name} />))),
    ]
    expect(used.length).toBeGreaterThanOrEqual(ICON_NAMES.length)
    for (const id of used) expect(defined).toContain(id)
  })
})

describe('icons', () => {
  it('are decorative and sized as asked', () => {
    const html = renderToStaticMarkup(<Icon name="phone" size={16} />)
    expect(html).toBe('<svg width="16" height="16" aria-hidden="true"><use href="#i-phone"></use></svg>')
  })

  it('draw a rating as that many stars, named once by the rating, without markup per star', async () => {
    for (const count of [1, 3, 5]) {
      const html = await renderPage(<StarRating rating={count} />)
      expect(html).toBe(`<span class="stars stars--${count}" role="img" aria-label="Rated ${count} out of 5"></span>`)
    }
    expect(await renderPage(<StarRating rating={7} />)).toContain('stars--5')
    expect(await renderPage(<StarRating rating={0} />)).toBe('')
  })
})

describe('a directional icon', () => {
  it('carries the class app.css mirrors on a right-to-left page; other icons carry none', () => {
    expect(renderToStaticMarkup(<Icon name="search" directional />)).toMatch(/^<svg [^>]*class="icon--directional"/)
    expect(renderToStaticMarkup(<Icon name="phone" />)).not.toContain('class=')
  })
})
