import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { contentCache } from '~/content/content.server'
import { handlePublishWebhook } from '~/content/publish-webhook.server'
import { getServerEnv } from '~/server/env.server'
import { announceSiteEvent } from '~/content/site-events.server'

/** `POST /api/sanity-webhook`: Sanity's signed notice that content changed; evicts what it affects. */
async function respond(request: Request) {
  const { status, body, notice } = await handlePublishWebhook(request, getServerEnv().SANITY_WEBHOOK_SECRET, contentCache)
  // This process's content cache is done; the cached pages, and every other worker and instance, are told here.
  if (notice) announceSiteEvent({ kind: 'publish', ...notice })
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

export const action = ({ request }: ActionFunctionArgs) => respond(request)
export const loader = ({ request }: LoaderFunctionArgs) => respond(request)
