import { bearerToken, LOCAL_EDITOR_ID, localEditor } from '../local-editor'
import { ApiError, type Route, sendJson } from '../route'
import type { StudioSessions } from '../studio-sessions'
import { decodeList, noContent, ok, readJson, route, type StudioAccess } from './studio-route'

/** Who is signed in, signing out, the editor's own settings, and other people's profiles. */
export function userRoutes(access: StudioAccess, studioSessions: Pick<StudioSessions, 'fromToken' | 'end'>): Route[] {
  const { isEditor, requireEditor } = access
  /** Per-editor settings the Studio keeps on the server (e.g. last used inspector, pane widths); kept in memory. */
  const keyValues = new Map<string, unknown>()
  return [
    // Who is signed in. Anonymous callers get an empty object, as Sanity answers them, and the Studio shows its login
    // screen.
    route('GET', '/users/me', (call) => sendJson(call.res, 200, isEditor(call.req) ? localEditor() : {})),
    route('GET', '/auth/id', (call) => {
      requireEditor(call)
      sendJson(call.res, 200, { id: LOCAL_EDITOR_ID })
    }),
    // No login providers offline: the host page signs the editor in with the token instead (after the one-time link).
    route('GET', '/auth/providers', ok({ providers: [], thirdPartyLogin: false, sso: {} })),
    // "Sign out" sends the session's token here: that session ends, its cookie and token refused from now on. The
    // editor token itself is never ended, and a token that is no session's (or none) has nothing to end.
    route('POST', '/auth/logout', (call) => {
      const given = bearerToken(call.req)
      const session = given === undefined ? undefined : studioSessions.fromToken(given)
      if (session) studioSessions.end(session)
      noContent(call.res)
    }),

    // Per-editor settings.
    route('GET', '/users/me/keyvalue/(?<keys>[^/]+)', (call) => {
      requireEditor(call)
      const keys = decodeList(call.params.keys!)
      sendJson(
        call.res,
        200,
        keys.filter((key) => keyValues.has(key)).map((key) => ({ key, value: keyValues.get(key) })),
      )
    }),
    route('*', '/users/me/keyvalue', async (call) => {
      requireEditor(call)
      if (call.req.method !== 'PUT' && call.req.method !== 'POST' && call.req.method !== 'PATCH')
        throw new ApiError(405, 'Method not allowed')
      const pairs = await readJson(call.req)
      if (!Array.isArray(pairs)) throw new ApiError(400, 'Expected an array of { key, value }')
      for (const pair of pairs as { key: string; value: unknown }[]) keyValues.set(String(pair.key), pair.value)
      sendJson(call.res, 200, pairs)
    }),
    // Other people's profiles (authors in history, presence, …): only the local editor exists.
    route('GET', '/users/(?<ids>[^/]+)', (call) => {
      requireEditor(call)
      const ids = decodeList(call.params.ids!)
      const { id, displayName, email, imageUrl } = localEditor()
      const users = ids.map((wanted) =>
        wanted === id || wanted === 'me'
          ? { id, displayName, email, imageUrl, isCurrentUser: true }
          : { id: wanted, displayName: 'Unknown user', imageUrl: null },
      )
      sendJson(call.res, 200, ids.length === 1 && !call.params.ids!.includes(',') ? users[0] : users)
    }),
  ]
}
