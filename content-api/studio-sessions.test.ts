import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { endEverySession, sessionRecordFile } from './studio-session-record'
import { createStudioSessions, SESSION_MAX_AGE_SECONDS } from './studio-sessions'

/**
 * Studio sessions that can be ended (decision 049): "Sign out" ends one, `--revoke-all` every one, and what ended
 * stays ended across restarts and for every process that reads the same data folder.
 */
const root = mkdtempSync(path.join(tmpdir(), 'studio-sessions-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let folders = 0
/** A data folder of its own for each test. */
const recordIn = () => sessionRecordFile(path.join(root, String(++folders)))
const TOKEN = 'the-editor-token'

describe('Studio sessions', () => {
  it('give each browser a token of its own for the API, never the editor token, and no cookie passes for one', () => {
    const sessions = createStudioSessions({ token: TOKEN, file: recordIn() })
    const first = sessions.open()
    const second = sessions.open()
    const token = sessions.apiToken(first.session)
    expect(token).not.toContain(TOKEN)
    expect(token).not.toBe(sessions.apiToken(second.session))
    expect(sessions.fromToken(token)?.id).toBe(first.session.id)
    expect(sessions.fromCookie(first.cookie)?.id).toBe(first.session.id)
    // The cookie is not a token, the token not a cookie, and an altered token is nobody's.
    expect(sessions.fromToken(`studio.${first.cookie}`)).toBeUndefined()
    expect(sessions.fromCookie(token.slice('studio.'.length))).toBeUndefined()
    expect(sessions.fromToken(`${token.slice(0, -2)}xy`)).toBeUndefined()
    expect(sessions.fromToken(TOKEN)).toBeUndefined()
  })

  it('end one at a time: the signed-out session’s cookie and token are refused, the others go on', () => {
    const sessions = createStudioSessions({ token: TOKEN, file: recordIn() })
    const leaving = sessions.open()
    const staying = sessions.open()
    const leavingToken = sessions.apiToken(leaving.session)
    sessions.end(sessions.fromToken(leavingToken)!)
    expect(sessions.fromCookie(leaving.cookie)).toBeUndefined()
    expect(sessions.fromToken(leavingToken)).toBeUndefined()
    expect(sessions.isOpen(leaving.session)).toBe(false)
    expect(sessions.fromCookie(staying.cookie)).toBeDefined()
    expect(sessions.fromToken(sessions.apiToken(staying.session))).toBeDefined()
  })

  it('end all at once (--revoke-all), from another process too; a session opened afterwards works', () => {
    const file = recordIn()
    const sessions = createStudioSessions({ token: TOKEN, file })
    const before = [sessions.open(), sessions.open()]
    // What `npm run studio:link -- --revoke-all` does, here with the host running in this process.
    endEverySession(file)
    for (const { session, cookie } of before) {
      expect(sessions.fromCookie(cookie)).toBeUndefined()
      expect(sessions.fromToken(sessions.apiToken(session))).toBeUndefined()
      expect(sessions.isOpen(session)).toBe(false)
    }
    const after = sessions.open()
    expect(sessions.fromCookie(after.cookie)).toBeDefined()
    expect(sessions.fromToken(sessions.apiToken(after.session))).toBeDefined()
  })

  it('stay ended after a restart, while the sessions still open stay open', () => {
    const file = recordIn()
    const before = createStudioSessions({ token: TOKEN, file })
    const ended = before.open()
    const open = before.open()
    const endedToken = before.apiToken(ended.session)
    const openToken = before.apiToken(open.session)
    before.end(ended.session)

    const restarted = createStudioSessions({ token: TOKEN, file })
    expect(restarted.fromCookie(ended.cookie)).toBeUndefined()
    expect(restarted.fromToken(endedToken)).toBeUndefined()
    expect(restarted.fromCookie(open.cookie)).toBeDefined()
    expect(restarted.fromToken(openToken)).toBeDefined()

    // Revoked with the host stopped: the next start refuses them all.
    endEverySession(file)
    const again = createStudioSessions({ token: TOKEN, file })
    expect(again.fromCookie(open.cookie)).toBeUndefined()
    expect(again.fromToken(openToken)).toBeUndefined()
  })

  it('a sign-out in one process counts at once in another reading the same folder (the API and the host)', () => {
    const file = recordIn()
    const host = createStudioSessions({ token: TOKEN, file })
    const api = createStudioSessions({ token: TOKEN, file })
    const { session, cookie } = host.open()
    const token = host.apiToken(session)
    expect(api.fromToken(token)).toBeDefined()
    api.end(api.fromToken(token)!)
    expect(host.fromCookie(cookie)).toBeUndefined()
  })

  it('all end when the record is lost or unreadable: nothing ended comes back', () => {
    const file = recordIn()
    const sessions = createStudioSessions({ token: TOKEN, file })
    const ended = sessions.open()
    sessions.end(ended.session)
    const open = sessions.open()
    rmSync(file)
    expect(sessions.fromCookie(ended.cookie)).toBeUndefined()
    expect(sessions.fromCookie(open.cookie)).toBeUndefined()
    const next = sessions.open()
    writeFileSync(file, 'not json')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(sessions.fromCookie(next.cookie)).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be read'))
    warn.mockRestore()
  })

  it('forget an ended session once it would have expired anyway, so the record stays small', () => {
    let clock = Date.parse('2026-11-26T09:00:00Z')
    const file = recordIn()
    const sessions = createStudioSessions({ token: TOKEN, file, now: () => clock })
    const old = sessions.open()
    sessions.end(old.session)
    clock += (SESSION_MAX_AGE_SECONDS + 1) * 1000
    const recent = sessions.open()
    sessions.end(recent.session)
    const { ended } = JSON.parse(readFileSync(file, 'utf8')) as { ended: Record<string, number> }
    expect(Object.keys(ended)).toEqual([recent.session.id])
    expect(sessions.fromCookie(old.cookie)).toBeUndefined()
  })
})
