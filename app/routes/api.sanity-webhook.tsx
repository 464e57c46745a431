import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getServerEnv } from '#shared/site-settings.server'
import { handlePublishWebhook } from '~/content/publish-webhook.server'
import { announceSiteEvent } from '~/content/site-event-effects.server'
import { NO_STORE } from '~/platform/plain-text'

/** `POST /api/sanity-webhook`: Sanity's signed notice that content changed; evicts what it affects. */
async function respond(request: Request) {
  const { status, body, notice } = await handlePublishWebhook(request, getServerEnv().SANITY_WEBHOOK_SECRET)
  // Applied here (cached query results, cached pages) and in every other worker and instance, by the host.
  const answer = notice ? { evicted: announceSiteEvent({ kind: 'publish', ...notice }).evicted, ...body } : body
  return Response.json(answer, { status, headers: NO_STORE })
}

export const action = ({ request }: ActionFunctionArgs) => respond(request)
export const loader = ({ request }: LoaderFunctionArgs) => respond(request)
