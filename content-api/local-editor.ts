import type { IncomingMessage } from 'node:http'

/**
 * The one person the local Content API knows: whoever holds the local editor token. The Studio asks who is signed
 * in, what the project is and what they may do; offline the answer is always this editor, an administrator.
 */
export const LOCAL_EDITOR_ID = 'pLocalEditor'

export function localEditor() {
  return {
    id: LOCAL_EDITOR_ID,
    name: 'Local editor',
    displayName: 'Local editor',
    familyName: 'editor',
    givenName: 'Local',
    middleName: null,
    email: 'editor@localhost',
    profileImage: null,
    imageUrl: null,
    provider: 'local',
    sanityUserId: LOCAL_EDITOR_ID,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    isCurrentUser: true,
    role: 'administrator',
    roles: [
      {
        name: 'administrator',
        title: 'Administrator',
        description: 'Read and write access to all datasets, with full access to all project settings.',
      },
    ],
  }
}

/** The bearer token a request carries (the Studio signs in with a token, never a cookie), or undefined. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null
  return match?.[1]
}

/** Every permission on every document, as the dataset ACL lists it for an administrator. */
export const FULL_DOCUMENT_GRANTS = [
  { filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] },
]
