import type { IncomingMessage, ServerResponse } from 'node:http'
import { sameToken } from '../auth'
import type { History } from '../history'
import { readBody } from '../http-body'
import { bearerToken, FULL_DOCUMENT_GRANTS, LOCAL_EDITOR_ID, localEditor } from '../local-editor'
import { type ApiCall, ApiError, type Route, sendJson } from '../route'
import type { StudioSessions } from '../studio-sessions'
import { historyRoutes } from './history-routes'

export type StudioRouteOptions = {
  projectId: string
  datasets: string[]
  /**
   * The local editor token: a request bearing it, or the token of an open Studio session, is the local editor; any
   * other is anonymous.
   */
  token: string
  /** The Studio's sessions: "Sign out" ends the one whose token it sends. */
  studioSessions: Pick<StudioSessions, 'fromToken' | 'end'>
  /** The API's own origin, e.g. http://localhost:3334. */
  origin: string
  /**
   * The transaction log the history endpoints answer from (content-api/history.ts); without it they answer "no
   * history".
   */
  history?: History
}

/**
 * The endpoints Sanity Studio calls besides the data API (query, doc, mutate, actions, listen, assets): who is
 * signed in, the project and its datasets, what the editor may do, and a quiet answer for the services that have
 * no local counterpart (telemetry, history, presence, comments, scheduling, …). See NOTES.md for what each does.
 *
 * Paths match with or without the API version prefix (`/v<date>/users/me` and `/users/me`).
 */
export function studioRoutes(options: StudioRouteOptions): Route[] {
  const { projectId, datasets, token, studioSessions } = options
  const created = '2024-01-01T00:00:00.000Z'
  /** Per-editor settings the Studio keeps on the server (e.g. last used inspector, pane widths); kept in memory. */
  const keyValues = new Map<string, unknown>()

  const isEditor = (req: IncomingMessage) => {
    const given = bearerToken(req)
    return given !== undefined && (sameToken(token, given) || studioSessions.fromToken(given) !== undefined)
  }
  const requireEditor = (call: ApiCall) => {
    if (!isEditor(call.req)) throw new ApiError(401, 'Unauthorized - Session not found', 'unauthorizedError')
  }
  const requireProject = (call: ApiCall) => {
    requireEditor(call)
    if (call.params.projectId !== projectId) throw new ApiError(404, 'Project not found', 'notFoundError')
  }
  const requireDataset = (call: ApiCall) => {
    if (!datasets.includes(call.params.dataset!))
      throw new ApiError(404, `Dataset "${call.params.dataset}" not found`, 'notFoundError')
  }
  const ok = (body: unknown) => (call: ApiCall) => sendJson(call.res, 200, body)
  const noContent = (res: ServerResponse) => {
    res.writeHead(204)
    res.end()
  }

  const project = () => ({
    id: projectId,
    displayName: 'Savanna Links (local)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    activityFeedEnabled: false,
    metadata: { color: '#2b6f3a', externalStudioHost: options.origin },
    maxRetentionDays: 0,
    pendingInvites: 0,
    organizationId: null,
    organization: null,
    createdAt: created,
    updatedAt: created,
    members: [
      {
        id: LOCAL_EDITOR_ID,
        createdAt: created,
        updatedAt: created,
        isCurrentUser: true,
        isRobot: false,
        role: 'administrator',
        roles: [{ name: 'administrator', title: 'Administrator' }],
      },
    ],
    features: [],
  })

  const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({
    method,
    path: new RegExp(`^(?:/v[^/]+)?${path}$`),
    handle,
  })
  const P = '/projects/(?<projectId>[^/]+)'
  const D = '(?<dataset>[^/]+)'

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

    // The project, its datasets and what the editor may do in them.
    route('GET', P, (call) => {
      requireProject(call)
      sendJson(call.res, 200, project())
    }),
    route('GET', `${P}/datasets`, (call) => {
      requireProject(call)
      // Add-on datasets (comments) do not exist offline.
      if (call.url.searchParams.get('datasetProfile') === 'comments') return sendJson(call.res, 200, [])
      sendJson(
        call.res,
        200,
        datasets.map((name) => ({
          name,
          aclMode: 'public',
          createdAt: created,
          createdByUserId: LOCAL_EDITOR_ID,
          addonFor: null,
          datasetProfile: 'content',
          features: [],
          tags: [],
        })),
      )
    }),
    // The project's datasets as the client's `datasets.list()` asks (project host name, no project in the path):
    // Vision's dataset picker.
    route('GET', '/datasets', (call) => {
      requireEditor(call)
      sendJson(
        call.res,
        200,
        datasets.map((name) => ({ name, aclMode: 'public' })),
      )
    }),
    route('GET', `${P}/datasets/${D}/acl`, (call) => {
      requireProject(call)
      requireDataset(call)
      sendJson(call.res, 200, FULL_DOCUMENT_GRANTS)
    }),
    route('GET', `${P}/datasets/${D}/settings/indexing`, (call) => {
      requireProject(call)
      sendJson(call.res, 200, { partialIndexSettings: { maxFieldDepth: 0 } })
    }),
    // Project-level permissions (inviting members, deploying the Studio, …) make no sense offline: none.
    route('GET', `${P}/grants`, (call) => {
      requireProject(call)
      sendJson(call.res, 200, {})
    }),
    route('GET', `${P}/roles`, (call) => {
      requireProject(call)
      sendJson(call.res, 200, [
        {
          name: 'administrator',
          title: 'Administrator',
          description: 'Full access',
          isCustom: false,
          projectId,
          appliesToUsers: true,
          appliesToRobots: true,
          grants: {},
        },
      ])
    }),
    // No deployed Studios or apps are registered for the local project.
    route('GET', `${P}/user-applications(?:/.*)?`, (call) => {
      requireProject(call)
      if (/\/user-applications$/.test(call.url.pathname)) return sendJson(call.res, 200, [])
      throw new ApiError(404, 'Application not found', 'notFoundError')
    }),
    route('GET', `${P}/new-content-release-allowed`, ok({ allowed: true })),
    route('*', '/access/project/[^/]+/requests', ok([])),

    // Features the project's plan enables (comments, tasks, scheduled publishing, …): none offline.
    route('GET', '/features', ok([])),
    route(
      'GET',
      '/subscriptions/project/[^/]+',
      ok({ plan: { planTypeId: 'local', name: 'Local', pricingModel: 'none' }, resources: {} }),
    ),

    // Telemetry: the editor has not consented, and whatever arrives is dropped.
    route('GET', '/intake/telemetry-status', ok({ status: 'denied' })),
    route('*', '/intake(?:/.*)?', (call) => noContent(call.res)),
    route('GET', '/ping', ok({ ok: true })),
    // Latency reporting pings the data API for the shard name; there is one shard offline.
    route('GET', `/data/ping/${D}`, (call) => {
      call.res.setHeader('X-Sanity-Shard', 'local')
      sendJson(call.res, 200, { ok: true })
    }),

    // The schema the Studio registers for Sanity's other apps; nothing consumes it offline, so it is acknowledged
    // unchanged.
    route('POST', '/descriptors/(?:claim|synchronize)', ok({ synchronization: { type: 'complete' } })),

    // References from other datasets to a document (checked before deleting it): there are none offline.
    route('GET', `/data/references/${D}/documents/[^/]+/to`, ok({ totalCount: 0, references: [] })),

    // History, from the local transaction log; without one, there are no past revisions and no events.
    ...(options.history ? historyRoutes({ history: options.history, datasets, requireEditor }) : []),
    route('GET', `/data/history/${D}/documents/[^/]+`, ok({ documents: [] })),
    route('GET', `/data/history/${D}/events/.+`, ok({ events: {}, nextCursor: '' })),
    route('GET', `/data/history/${D}/transactions/[^/]+`, (call) => {
      call.res.writeHead(200, { 'Content-Type': 'application/x-ndjson' })
      call.res.end()
    }),

    // Services that do not exist offline: comments, scheduled publishing, media libraries.
    route('*', '/comments/.*', () => {
      throw new ApiError(404, 'Comments are not available offline', 'notFoundError')
    }),
    route('GET', '/schedules/.*', ok({ schedules: [] })),
    route('GET', '/media-libraries', ok({ data: [] })),
    // Onboarding, trials, upsells and announcements: nothing to show (the Studio treats `null` as "none").
    route('*', '/journey/.*', ok(null)),
    // Help menu resources and the "new version available" check: nothing offline.
    route('GET', '/help', ok({})),
  ]
}

/** The editor's settings: small JSON, read within a limit like every other body. */
const SETTINGS_LIMIT_BYTES = 256 * 1024
async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = (await readBody(req, SETTINGS_LIMIT_BYTES)).toString('utf8')
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    throw new ApiError(400, 'Body is not valid JSON')
  }
}

function decodeList(value: string): string[] {
  try {
    return decodeURIComponent(value).split(',')
  } catch {
    throw new ApiError(400, 'Malformed URL encoding')
  }
}
