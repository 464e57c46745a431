import type { IncomingMessage, ServerResponse } from 'node:http'
import { sameToken } from '../auth'
import { readBody } from '../http-body'
import { bearerToken } from '../local-editor'
import { type ApiCall, ApiError, type Route, sendJson } from '../route'
import type { StudioSessions } from '../studio-sessions'

/** A Studio endpoint: its path matches with or without the API version prefix (`/v<date>/users/me`, `/users/me`). */
export const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({
  method,
  path: new RegExp(`^(?:/v[^/]+)?${path}$`),
  handle,
})
export const PROJECT_PATH = '/projects/(?<projectId>[^/]+)'
export const DATASET_PART = '(?<dataset>[^/]+)'
/** The date the local project, its datasets and its editor were made. */
export const CREATED = '2024-01-01T00:00:00.000Z'

export const ok = (body: unknown) => (call: ApiCall) => sendJson(call.res, 200, body)
export const noContent = (res: ServerResponse) => {
  res.writeHead(204)
  res.end()
}

/** Who a request is: the local editor (the editor token, or an open Studio session's) or anonymous. */
export function studioAccess(options: {
  projectId: string
  datasets: string[]
  token: string
  studioSessions: Pick<StudioSessions, 'fromToken'>
}) {
  const isEditor = (req: IncomingMessage) => {
    const given = bearerToken(req)
    return (
      given !== undefined && (sameToken(options.token, given) || options.studioSessions.fromToken(given) !== undefined)
    )
  }
  const requireEditor = (call: ApiCall) => {
    if (!isEditor(call.req)) throw new ApiError(401, 'Unauthorized - Session not found', 'unauthorizedError')
  }
  const requireProject = (call: ApiCall) => {
    requireEditor(call)
    if (call.params.projectId !== options.projectId) throw new ApiError(404, 'Project not found', 'notFoundError')
  }
  const requireDataset = (call: ApiCall) => {
    if (!options.datasets.includes(call.params.dataset!))
      throw new ApiError(404, `Dataset "${call.params.dataset}" not found`, 'notFoundError')
  }
  return { isEditor, requireEditor, requireProject, requireDataset }
}

export type StudioAccess = ReturnType<typeof studioAccess>

/** The editor's settings: small JSON, read within a limit like every other body. */
const SETTINGS_LIMIT_BYTES = 256 * 1024
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = (await readBody(req, SETTINGS_LIMIT_BYTES)).toString('utf8')
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    throw new ApiError(400, 'Body is not valid JSON')
  }
}

export function decodeList(value: string): string[] {
  try {
    return decodeURIComponent(value).split(',')
  } catch {
    throw new ApiError(400, 'Malformed URL encoding')
  }
}
