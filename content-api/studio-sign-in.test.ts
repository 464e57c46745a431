import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createStudioSignIn, SESSION_MAX_AGE_SECONDS } from './studio-sign-in'

/** Sessions of the offline Studio: signed with the editor token, for a week, across restarts of the host. */
const request = (setCookie: string) => ({ headers: { cookie: setCookie.split(';')[0] } }) as IncomingMessage

describe('a Studio session', () => {
  it('lasts a week, then the editor signs in again', () => {
    let clock = Date.parse('2026-11-26T09:00:00Z')
    const signIn = createStudioSignIn({
      token: 'the-editor-token',
      cookieName: 'studio-session-3333',
      now: () => clock,
    })
    const cookie = signIn.newSession()
    expect(cookie).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS}`)
    clock += (SESSION_MAX_AGE_SECONDS - 60) * 1000
    expect(signIn.hasSession(request(cookie))).toBe(true)
    clock += 120 * 1000
    expect(signIn.hasSession(request(cookie))).toBe(false)
  })

  it('outlives a restart of the host, and ends when the editor token changes', () => {
    const cookie = createStudioSignIn({ token: 'the-editor-token', cookieName: 'studio-session-3333' }).newSession()
    expect(
      createStudioSignIn({ token: 'the-editor-token', cookieName: 'studio-session-3333' }).hasSession(request(cookie)),
    ).toBe(true)
    expect(
      createStudioSignIn({ token: 'a-new-editor-token', cookieName: 'studio-session-3333' }).hasSession(
        request(cookie),
      ),
    ).toBe(false)
  })

  it('is not made by a link of a host that restarted', () => {
    const code = createStudioSignIn({ token: 'the-editor-token', cookieName: 'studio-session-3333' }).newCode()
    expect(createStudioSignIn({ token: 'the-editor-token', cookieName: 'studio-session-3333' }).redeem(code)).toBe(
      false,
    )
  })
})
