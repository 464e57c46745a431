import { describe, expect, it } from 'vitest'
import { textLangProps } from './content-lang'

describe('content text on an edition page', () => {
  it('marks English text on an Arabic page as English, isolated', () => {
    expect(textLangProps('Gold Package', 'ar')).toEqual({ lang: 'en', dir: 'auto' })
    expect(textLangProps('Fairmont Mount Kenya Safari Club', 'ar')).toEqual({ lang: 'en', dir: 'auto' })
  })

  it('leaves Arabic text, English pages, numbers and empty text alone', () => {
    expect(textLangProps('الباقة الذهبية', 'ar')).toEqual({})
    expect(textLangProps('رحلة 7 أيام إلى Dubai', 'ar')).toEqual({})
    expect(textLangProps('Gold Package', 'en')).toEqual({})
    expect(textLangProps('2027', 'ar')).toEqual({})
    expect(textLangProps(null, 'ar')).toEqual({})
  })
})
