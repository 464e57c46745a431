import type { History } from '../history'
import { ApiError, type Route, sendJson } from '../route'
import type { StudioSessions } from '../studio-sessions'
import { historyRoutes } from './history-routes'
import { projectRoutes } from './project-routes'
import { DATASET_PART as D, noContent, ok, route, studioAccess } from './studio-route'
import { userRoutes } from './user-routes'

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
  const access = studioAccess(options)
  return [
    ...userRoutes(access, options.studioSessions),
    ...projectRoutes(access, options),
    ...serviceRoutes(),
    // History, from the local transaction log; without one, there are no past revisions and no events.
    ...(options.history
      ? historyRoutes({ history: options.history, datasets: options.datasets, requireEditor: access.requireEditor })
      : []),
    ...quietRoutes(),
  ]
}

/** Features, telemetry, pings, schema descriptors and references: the services answered before history. */
function serviceRoutes(): Route[] {
  return [
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
  ]
}

/** History without a log, and the services that do not exist offline: quiet answers. */
function quietRoutes(): Route[] {
  return [
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
