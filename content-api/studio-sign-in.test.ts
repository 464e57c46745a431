import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createStudioSessions, SESSION_MAX_AGE_SECONDS } from './studio-sessions'
import { createStudioSignIn } from './studio-sign-in'

/** Sessions of the offline Studio as cookies: for a week, across restarts of the host, until the token changes. */
const request = (setCookie: string) => ({ headers: { cookie: setCookie.split(';')[0] } }) as IncomingMessage
const dir = mkdtempSync(path.join(tmpdir(), 'studio-sign-in-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = path.join(dir, 'studio-sessions.json')

const signInWith = (token: string, now?: () => number) =>
  createStudioSignIn({ sessions: createStudioSessions({ token, file, now }), cookieName: 'studio-session-3333' })

describe('a Studio session', () => {
  it('lasts a week, then the editor signs in again', () => {
    let clock = Date.parse('2026-11-26T09:00:00Z')
    const signIn = signInWith('the-editor-token', () => clock)
    const cookie = signIn.newSession()
    expect(cookie).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS}`)
    clock += (SESSION_MAX_AGE_SECONDS - 60) * 1000
    expect(signIn.sessionOf(request(cookie))).toBeDefined()
    clock += 120 * 1000
    expect(signIn.sessionOf(request(cookie))).toBeUndefined()
    // The browser still sends it: the host tells it to forget the cookie.
    expect(signIn.hasCookie(request(cookie))).toBe(true)
    expect(signIn.dropCookie()).toMatch(/^studio-session-3333=; Max-Age=0;/)
  })

  it('outlives a restart of the host, and ends when the editor token changes', () => {
    const cookie = signInWith('the-editor-token').newSession()
    expect(signInWith('the-editor-token').sessionOf(request(cookie))).toBeDefined()
    expect(signInWith('a-new-editor-token').sessionOf(request(cookie))).toBeUndefined()
  })

  it('is not made by a link of a host that restarted', () => {
    const code = signInWith('the-editor-token').newCode()
    expect(signInWith('the-editor-token').redeem(code)).toBe(false)
  })
})
