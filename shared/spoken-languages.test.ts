import { describe, expect, it } from 'vitest'
import { catalogueFor } from '~/i18n/catalogue'
import { SPOKEN_LANGUAGES, spokenLanguageNames } from './spoken-languages'

describe('the languages a specialist speaks', () => {
  it('are named in the page’s language, in the order the editor gave them', () => {
    expect(spokenLanguageNames(['ar', 'en', 'hi'], catalogueFor('en').specialist.languageNames)).toEqual([
      'Arabic',
      'English',
      'Hindi',
    ])
    expect(spokenLanguageNames(['ar', 'en', 'hi'], catalogueFor('ar').specialist.languageNames)).toEqual([
      'العربية',
      'الإنجليزية',
      'الهندية',
    ])
  })

  it('leave out a code the site has no name for, and are none when none are given', () => {
    const names = catalogueFor('en').specialist.languageNames
    expect(spokenLanguageNames(['sw', 'xx', 'maa'], names)).toEqual(['Swahili'])
    expect(spokenLanguageNames(null, names)).toEqual([])
  })

  it('each have a name in every edition', () => {
    for (const lang of ['en', 'ar'] as const)
      for (const code of SPOKEN_LANGUAGES) expect(catalogueFor(lang).specialist.languageNames[code]).toMatch(/\S/)
  })
})
