import { describe, expect, it } from 'vitest'
import { sameSitePath } from './same-site-path'

describe('sameSitePath', () => {
  // Each of these reaches another host, runs script, or may do so after a browser, proxy or later redirect
  // has had its way with it.
  const hostile: Array<[string, unknown]> = [
    ['protocol-relative', '//evil.com'],
    ['three slashes', '///evil.com'],
    ['four slashes', '////evil.com/x'],
    ['slash backslash', '/\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['backslash after a dot segment', '/..\\evil.com'],
    ['backslash later in the path', '/a/../\\evil.com'],
    ['parent segment then //', '/..//evil.com'],
    ['current segment then //', '/.//evil.com'],
    ['segment undone then //', '/a/..//evil.com/x'],
    ['two segments undone then //', '/a/b/../..//evil.com'],
    ['dots stacked then //', '/./../..//evil.com'],
    ['encoded dots', '/%2e%2e//evil.com'],
    ['encoded dots, upper case', '/%2E%2E//evil.com'],
    ['half-encoded dots', '/.%2e//evil.com'],
    ['encoded current segment', '/%2e//evil.com'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded slashes, lower case', '/%2f%2fevil.com'],
    ['dots then encoded slashes', '/..%2F..%2F/evil.com'],
    ['encoded dots and slashes', '/%2e%2e%2f%2fevil.com'],
    ['encoded backslashes', '/%5C%5Cevil.com'],
    ['one encoded backslash', '/%5cevil.com'],
    ['tab inside //', '/\t/evil.com'],
    ['newline inside //', '/\n/evil.com'],
    ['CR LF inside //', '/\r\n/evil.com'],
    ['NUL', '/\u0000/evil.com'],
    ['DEL', '/\u007F/evil.com'],
    ['other C0 control', '/\u001B/evil.com'],
    ['C1 control', '/\u0085/evil.com'],
    ['tab before //', '\t//evil.com'],
    ['space before //', ' //evil.com'],
    ['tab splitting dots', '/.\t./\t/evil.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['https URL', 'https://evil.com'],
    ['scheme in upper case', 'HTTPS://evil.com/x'],
    ['scheme without slashes', 'http:evil.com'],
    ['scheme with one slash', 'https:/evil.com'],
    ['bare host', 'evil.com'],
    ['userinfo after //', '//site.invalid@evil.com'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object', { toString: () => '/about' }],
  ]

  it.each(hostile)('refuses %s', (_name, target) => {
    expect(sameSitePath(target)).toBe('/')
  })

  const good = [
    '/',
    '/about',
    '/about?x=1',
    '/itinerary/gold-package?x=1#day-2',
    '/listed-itinerary-details/gold-package',
    '/search?q=golf+safari&page=2',
    '/search?q=golf%2Fsafari',
    '/itineraries?category=golf&sort=price-asc#results',
    '/caf%C3%A9',
    '/@evil.com',
  ]

  it.each(good)('keeps %s unchanged', (path) => {
    expect(sameSitePath(path)).toBe(path)
  })

  it('resolves harmless dot segments to the path they name', () => {
    expect(sameSitePath('/a/../about')).toBe('/about')
    expect(sameSitePath('/itinerary/./gold-package')).toBe('/itinerary/gold-package')
    expect(sameSitePath('/..')).toBe('/')
  })

  it('answers with the fallback asked for', () => {
    expect(sameSitePath('//evil.com', '/about')).toBe('/about')
    expect(sameSitePath(null, '/itineraries')).toBe('/itineraries')
  })

  it('gives a Location that a browser on the site resolves to the site, whatever it was given', () => {
    const page = 'https://golf.example/api/exit-preview?redirect=x'
    for (const target of [...hostile.map(([, value]) => value), ...good]) {
      const location = sameSitePath(target)
      expect(new URL(location, page).host, String(target)).toBe('golf.example')
      expect(location).toMatch(/^\/(?![/\\])[\x21-\x7E]*$/)
    }
  })
  it('answers at once for a long path that needs parsing: the visitor’s own address comes through here', () => {
    const long = `/structure/${'package-gold-package;'.repeat(500)}%2Cinspect`
    expect(sameSitePath(long)).toBe(long)
    expect(sameSitePath(`/${'a/'.repeat(5_000)}%`).endsWith('a/%')).toBe(true)
  })

  // Issue 41: spellings that reached a link or a Location through the language switch and the Studio's sign-in.
  it.each([
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '//evil.example',
    '/\\evil.example',
    '//itinerary/gold',
  ])('never answers %s with a path another host could take', (target) => {
    const location = sameSitePath(target)
    expect(location).toMatch(/^\/(?![/\\])/)
    expect(new URL(location, 'https://golf.example/ar/x').host).toBe('golf.example')
  })
})
