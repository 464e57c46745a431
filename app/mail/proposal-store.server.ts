import type { SanityClient } from '@sanity/client'
import type { ProposalToMail } from './proposal-mail.server'
import type { MailerStore } from './proposal-mailer.server'

/** Published proposals only: `proposal.<uuid>`, never `drafts.proposal.<uuid>`. */
const PUBLISHED_PROPOSALS = '_type == "proposal" && _id in path("proposal.*")'

const PENDING = `*[${PUBLISHED_PROPOSALS} && status == "sent" && !defined(emailedAt)] | order(sentAt asc) {
  _id, _rev, token, language, title, traveller, "specialist": specialist->{ name, nameForms }
}`

const LISTEN_RETRY_MS = 5_000

const isConflict = (error: unknown) => (error as { statusCode?: number }).statusCode === 409

/** The mailer's store over the site's private client (app/content/private-store.server.ts): raw, uncached. */
export function privateMailerStore(client: SanityClient): MailerStore {
  return {
    pending: () => client.fetch<ProposalToMail[]>(PENDING, {}, { perspective: 'raw' }),
    async claim(proposal) {
      try {
        await client
          .patch(proposal._id)
          .ifRevisionId(proposal._rev)
          .set({ emailedAt: new Date().toISOString() })
          .commit()
        return true
      } catch (error) {
        if (isConflict(error)) return false
        throw error
      }
    },
    async release(proposal) {
      await client.patch(proposal._id).unset(['emailedAt']).commit()
    },
    onChange(listener) {
      let stopped = false
      let subscription: { unsubscribe(): void } | null = null
      let retry: ReturnType<typeof setTimeout> | undefined
      const subscribe = () => {
        subscription = client
          .listen(
            `*[${PUBLISHED_PROPOSALS}]`,
            {},
            { includeResult: false, events: ['welcome', 'mutation', 'reconnect'] },
          )
          .subscribe({
            next: () => listener(),
            // The listener gave up (the Content Lake went away): listen again shortly, and catch up then.
            error: () => {
              if (stopped) return
              retry = setTimeout(subscribe, LISTEN_RETRY_MS)
              retry.unref?.()
            },
          })
      }
      subscribe()
      return () => {
        stopped = true
        clearTimeout(retry)
        subscription?.unsubscribe()
      }
    },
  }
}
