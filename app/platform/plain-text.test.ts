import { describe, expect, it } from 'vitest'
import { NO_STORE, PRIVATE_NO_STORE, plainText } from './plain-text'

describe('a plain-text answer', () => {
  it('is the text as it is, in UTF-8, with the status and the caller’s headers', async () => {
    const response = plainText('Too many wrong preview links from this address.', 429, {
      ...NO_STORE,
      'Retry-After': '60',
    })
    expect(response.status).toBe(429)
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '60',
    })
    expect(await response.text()).toBe('Too many wrong preview links from this address.')
  })

  it('is kept by a cache unless the caller says otherwise, and may be private', () => {
    expect(plainText('OK', 200).headers.get('cache-control')).toBeNull()
    expect(plainText('Preview is not set up on this site.', 404, PRIVATE_NO_STORE).headers.get('cache-control')).toBe(
      'private, no-store',
    )
  })
})
