import { describe, expect, it } from 'vitest'
import { isEditableText } from './editable-text.server'

describe('the texts an editor can click to edit', () => {
  it('are found through the language of a translated field, in either edition', () => {
    expect(isEditableText(['days', { _key: 'd1', _index: 0 }, 'title', 'en'])).toBe(true)
    expect(isEditableText(['days', { _key: 'd1', _index: 0 }, 'title', 'ar'])).toBe(true)
    expect(isEditableText(['included', 'ar', 3])).toBe(true)
    expect(isEditableText(['body', 'en', { _key: 'b', _index: 0 }, 'children', { _key: 's', _index: 0 }, 'text'])).toBe(
      true,
    )
  })

  it('leave data alone: alt texts, slugs, SEO texts, in any language', () => {
    expect(isEditableText(['image', 'alt', 'en'])).toBe(false)
    expect(isEditableText(['slug', 'current'])).toBe(false)
    expect(isEditableText(['seo', 'title', 'ar'])).toBe(false)
  })
})
