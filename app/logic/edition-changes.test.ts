import { describe, expect, it } from 'vitest'
import { editionsChanged } from './edition-changes'

const item = {
  _id: 'item-dubai',
  _type: 'catalogueItem',
  _rev: 'a',
  name: { _type: 'localeString', en: 'Dubai', ar: 'دبي' },
  days: [{ _key: 'd1', title: { en: 'Arrival', ar: 'الوصول' } }],
  price: 1500,
}

describe('which editions a publish changes', () => {
  it('is the Arabic edition alone when only Arabic values changed, however deep', () => {
    const after = structuredClone(item)
    after._rev = 'b'
    after.name.ar = 'دبي الفاخرة'
    after.days[0]!.title.ar = 'يوم الوصول'
    expect(editionsChanged(item, after)).toEqual(['ar'])
  })

  it('is every edition when an English text changed, which Arabic pages show where Arabic is missing', () => {
    const after = structuredClone(item)
    after.name.en = 'Dubai Escape'
    expect(editionsChanged(item, after)).toBeNull()
  })

  it('is every edition for a shared fact, a new list entry, a created or deleted document', () => {
    expect(editionsChanged(item, { ...item, price: 1600 })).toBeNull()
    expect(editionsChanged(item, { ...item, days: [...item.days, { _key: 'd2', title: { ar: 'جديد' } }] })).toBeNull()
    expect(editionsChanged(null, item)).toBeNull()
    expect(editionsChanged(item, null)).toBeNull()
  })

  it('is every edition when nothing but bookkeeping changed (nothing to narrow it by)', () => {
    expect(editionsChanged(item, { ...item, _rev: 'c' })).toBeNull()
  })
})
