import { describe, expect, it } from 'vitest'
import { isSanityChannelMessage, shownByStudio } from './studio-frame'

const STUDIO = 'http://localhost:3333'

describe('a preview page shown by the Studio', () => {
  it('is framed by the Studio’s origin, as its parent tells or, where the browser does not, its referrer', () => {
    expect(shownByStudio({ framed: true, opened: false, ancestorOrigins: [STUDIO], referrer: '' }, STUDIO)).toBe(true)
    expect(
      shownByStudio({ framed: true, opened: false, ancestorOrigins: null, referrer: `${STUDIO}/presentation` }, STUDIO),
    ).toBe(true)
  })

  it('or opened by it', () => {
    expect(shownByStudio({ framed: false, opened: true, ancestorOrigins: [], referrer: `${STUDIO}/` }, STUDIO)).toBe(
      true,
    )
  })

  it('is not a page another site frames or opens, nor one opened in a tab of its own', () => {
    expect(
      shownByStudio(
        { framed: true, opened: false, ancestorOrigins: ['http://127.0.0.1:4999'], referrer: `${STUDIO}/` },
        STUDIO,
      ),
    ).toBe(false)
    expect(
      shownByStudio({ framed: true, opened: false, ancestorOrigins: null, referrer: 'https://evil.example/' }, STUDIO),
    ).toBe(false)
    expect(
      shownByStudio({ framed: false, opened: true, ancestorOrigins: [], referrer: 'https://evil.example/' }, STUDIO),
    ).toBe(false)
    expect(shownByStudio({ framed: false, opened: true, ancestorOrigins: [], referrer: '' }, STUDIO)).toBe(false)
    expect(shownByStudio({ framed: false, opened: false, ancestorOrigins: [], referrer: `${STUDIO}/` }, STUDIO)).toBe(
      false,
    )
  })

  it('talks to it over Sanity’s channels, whose messages are told apart from any other', () => {
    expect(isSanityChannelMessage({ domain: 'sanity/comlink', type: 'comlink/handshake/syn' })).toBe(true)
    expect(isSanityChannelMessage({ domain: 'sanity/channels', type: 'presentation/status' })).toBe(true)
    expect(isSanityChannelMessage({ type: 'other' })).toBe(false)
    expect(isSanityChannelMessage('sanity/comlink')).toBe(false)
    expect(isSanityChannelMessage(null)).toBe(false)
  })
})
