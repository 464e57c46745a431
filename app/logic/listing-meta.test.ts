import { describe, expect, it } from 'vitest'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { listingMeta } from './listing-meta'

const data = { category: 'Golf Courses' as const, page: 2, canonical: 'https://savanna.example/golf-courses' }
type Tag = { title?: string; name?: string; content?: string }
const titleOf = (meta: ReturnType<typeof listingMeta>) => (meta as Tag[]).find((tag) => tag.title)?.title

describe('a listing’s title and description', () => {
  it('keeps the English words', () => {
    const meta = listingMeta({ ...data, filtered: true }, en)
    expect(titleOf(meta)).toMatch(/^Golf Courses \(filtered\) \(page 2\)/)
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' })
  })

  it('names the category and the page in Arabic on the Arabic edition', () => {
    const meta = listingMeta({ ...data, filtered: false }, ar)
    expect(titleOf(meta)).toMatch(/^ملاعب الغولف \(الصفحة 2\)/)
    expect((meta as Tag[]).find((tag) => tag.name === 'description')?.content).toMatch(/^تصفّح ملاعب الغولف:/)
  })
})
