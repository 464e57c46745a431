import { FULL_DOCUMENT_GRANTS, LOCAL_EDITOR_ID } from '../local-editor'
import { ApiError, type Route, sendJson } from '../route'
import { CREATED, DATASET_PART as D, ok, PROJECT_PATH as P, route, type StudioAccess } from './studio-route'

/** The project, its datasets and what the editor may do in them. */
export function projectRoutes(
  access: StudioAccess,
  options: { projectId: string; datasets: string[]; origin: string },
): Route[] {
  const { requireEditor, requireProject, requireDataset } = access
  const { projectId, datasets } = options
  return [
    route('GET', P, (call) => {
      requireProject(call)
      sendJson(call.res, 200, project(projectId, options.origin))
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
          createdAt: CREATED,
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
      sendJson(call.res, 200, [administratorRole(projectId)])
    }),
    // No deployed Studios or apps are registered for the local project.
    route('GET', `${P}/user-applications(?:/.*)?`, (call) => {
      requireProject(call)
      if (/\/user-applications$/.test(call.url.pathname)) return sendJson(call.res, 200, [])
      throw new ApiError(404, 'Application not found', 'notFoundError')
    }),
    route('GET', `${P}/new-content-release-allowed`, ok({ allowed: true })),
    route('*', '/access/project/[^/]+/requests', ok([])),
  ]
}

function project(projectId: string, origin: string) {
  return {
    id: projectId,
    displayName: 'Savanna Links (local)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    activityFeedEnabled: false,
    metadata: { color: '#2b6f3a', externalStudioHost: origin },
    maxRetentionDays: 0,
    pendingInvites: 0,
    organizationId: null,
    organization: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    members: [
      {
        id: LOCAL_EDITOR_ID,
        createdAt: CREATED,
        updatedAt: CREATED,
        isCurrentUser: true,
        isRobot: false,
        role: 'administrator',
        roles: [{ name: 'administrator', title: 'Administrator' }],
      },
    ],
    features: [],
  }
}

const administratorRole = (projectId: string) => ({
  name: 'administrator',
  title: 'Administrator',
  description: 'Full access',
  isCustom: false,
  projectId,
  appliesToUsers: true,
  appliesToRobots: true,
  grants: {},
})
