import type { ActionFunctionArgs } from '@remix-run/node'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { NotFoundDetail } from '~/platform/http.server'
import { seedContent } from './seed-content'

/**
 * What the unit tests of loaders (app/content/loaders/) share: a fixed day on the site's calendar, and the 404s
 * their loaders throw, read as the error boundary reads them. The content itself comes from seed-content.ts.
 */

/** A day before the seed's first departure (4 December 2026): noon in Nairobi, so 12 hours before its midnight. */
export const SEED_TODAY = '2026-11-24'
export const SEED_NOW = new Date(`${SEED_TODAY}T09:00:00Z`)

/**
 * For a test file: the server's calendar (`siteNow()`, which reads `Date`) at `now` in each test, which may move
 * it on with `vi.setSystemTime`, and the seed as it is, with no reads recorded, after each test.
 */
export function testOnSeedDay(now: Date = SEED_NOW) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(now)
  })
  afterEach(() => {
    vi.useRealTimers()
    seedContent.reset()
  })
}

/** The 404 a loader threw (`notFound()` in app/platform/http.server.ts): its status, message and link. */
export async function notFoundFrom(loading: Promise<unknown>): Promise<NotFoundDetail & { status: number }> {
  const thrown: unknown = await loading.then(
    () => expect.unreachable('the loader answered where it should have thrown a 404'),
    (error: unknown) => error,
  )
  const { data, init } = thrown as { data: NotFoundDetail; init: ResponseInit | null }
  expect(thrown).toMatchObject({ type: 'DataWithResponseInit' })
  return { status: init?.status ?? 200, ...data }
}

/** What a route's action answered: `data()`'s value and its status and headers. */
export type ActionAnswer = { data: unknown; init: ResponseInit | null }

/** A route's action, called as Remix calls it for a form posted from `path` (URL-encoded) by one client's address. */
export function postForm(
  action: (args: ActionFunctionArgs) => unknown,
  path: string,
  fields: Record<string, string>,
  { params = {}, client = '198.51.100.7' }: { params?: Record<string, string | undefined>; client?: string } = {},
): Promise<ActionAnswer> {
  const request = new Request(`https://savanna.example${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  return action({
    request,
    params,
    context: { clientAddress: client },
  } as unknown as ActionFunctionArgs) as Promise<ActionAnswer>
}
