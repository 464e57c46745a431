import { describe, expect, it } from 'vitest'
import { alternatePaths, languageOfPath, localePath, pathWithoutLanguage } from './paths'

describe('edition paths', () => {
  it('tells the edition from the first segment only', () => {
    expect(languageOfPath('/')).toBe('en')
    expect(languageOfPath('/ar')).toBe('ar')
    expect(languageOfPath('/ar/itinerary/gold-package')).toBe('ar')
    expect(languageOfPath('/arabia')).toBe('en')
    expect(languageOfPath('/en/itineraries')).toBe('en')
    expect(languageOfPath('/itineraries/ar')).toBe('en')
  })

  it('moves a path between editions, keeping its query and fragment', () => {
    expect(localePath('/', 'ar')).toBe('/ar')
    expect(localePath('/itineraries?page=2#top', 'ar')).toBe('/ar/itineraries?page=2#top')
    expect(localePath('/ar/itineraries?page=2', 'en')).toBe('/itineraries?page=2')
    expect(localePath('/ar', 'en')).toBe('/')
    expect(localePath('/ar/contact', 'ar')).toBe('/ar/contact')
    expect(pathWithoutLanguage('/ar/search')).toBe('/search')
  })

  it('leaves alone what is not a site path', () => {
    for (const to of ['https://example.com/x', 'mailto:a@b.c', '#day-2', '?page=2', 'tel:+254'])
      expect(localePath(to, 'ar')).toBe(to)
  })

  it('never builds a path another host could take from an address a visitor typed (issue 41)', () => {
    for (const typed of ['/ar//evil.example', '/ar/\\evil.example', '/ar//itinerary/gold', '//evil.example']) {
      const english = localePath(typed, 'en')
      expect(english, typed).toMatch(/^\/(?![/\\])/)
      expect(new URL(english, 'https://golf.example/ar/x').host, typed).toBe('golf.example')
    }
  })

  it('lists the page in every edition', () => {
    expect(alternatePaths('/ar/about')).toEqual([
      { lang: 'en', path: '/about' },
      { lang: 'ar', path: '/ar/about' },
    ])
  })
})
