import { describe, expect, it } from 'vitest'
import { findChromium } from './chromium'
import { loopbackOrigin } from './site-pdfs'

describe('which Chromium prints', () => {
  const present =
    (...files: string[]) =>
    (file: string) =>
      files.includes(file)

  it('takes CHROME_PATH when set, and none when it names no file (rather than another browser)', () => {
    expect(findChromium('/opt/chrome/chrome', present('/opt/chrome/chrome', '/usr/bin/chromium'))).toBe(
      '/opt/chrome/chrome',
    )
    expect(findChromium('/opt/missing', present('/usr/bin/chromium'))).toBeNull()
  })

  it('finds Debian’s headless shell first, then the full browser, else none', () => {
    const both = present('/usr/bin/chromium', '/usr/bin/chromium-headless-shell')
    expect(findChromium(undefined, both)).toBe('/usr/bin/chromium-headless-shell')
    expect(findChromium(undefined, present('/usr/bin/chromium'))).toBe('/usr/bin/chromium')
    expect(findChromium(undefined, present())).toBeNull()
  })
})

describe('the address the server prints its own pages from', () => {
  it('is loopback when the server listens everywhere, and the one address it listens on otherwise', () => {
    expect(loopbackOrigin(undefined, 3000)).toBe('http://127.0.0.1:3000')
    expect(loopbackOrigin('0.0.0.0', 8080)).toBe('http://127.0.0.1:8080')
    expect(loopbackOrigin('::', 8080)).toBe('http://127.0.0.1:8080')
    expect(loopbackOrigin('10.0.0.5', 3000)).toBe('http://10.0.0.5:3000')
    expect(loopbackOrigin('::1', 3000)).toBe('http://[::1]:3000')
  })
})
