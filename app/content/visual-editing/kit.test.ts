import { afterEach, describe, expect, it } from 'vitest'
import { sanityVisualEditingKit, VISUAL_EDITING_KIT_GLOBAL } from './edit-attribute-encoder'
import { withoutEditMarks } from './edit-marks'
import { installVisualEditingKit, VISUAL_EDITING_KIT_GLOBAL as KIT_GLOBAL, visualEditingKit } from './kit'

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[KIT_GLOBAL]
})

describe('the visual-editing kit', () => {
  it('is looked for under the name the preview code hands it over in', () => {
    expect(VISUAL_EDITING_KIT_GLOBAL).toBe(KIT_GLOBAL)
    Object.assign(globalThis, { [VISUAL_EDITING_KIT_GLOBAL]: sanityVisualEditingKit })
    expect(visualEditingKit()).toBe(sanityVisualEditingKit)
  })

  it('cleans edit marks only once installed (public pages have none to clean)', () => {
    const marked = 'Gold Package\u200b\u200c\u200d\u200b\u200c\u200d\u200b\u200c'
    expect(withoutEditMarks(marked)).toBe(marked)
    installVisualEditingKit(sanityVisualEditingKit)
    expect(withoutEditMarks({ name: marked, days: [marked] })).toEqual({ name: 'Gold Package', days: ['Gold Package'] })
  })

  it('marks a document field for the overlay, and nothing without the document’s id and type', () => {
    const edit = sanityVisualEditingKit.editAttributeFor('http://localhost:3333')
    expect(edit({ _id: 'drafts.item-gold', _type: 'catalogueItem' }, 'price')).toBe(
      'id=item-gold;type=catalogueItem;path=price;base=http%3A%2F%2Flocalhost%3A3333',
    )
    expect(edit({ _id: 'item-gold' }, 'price')).toBeUndefined()
    expect(edit(null, 'price')).toBeUndefined()
  })
})
