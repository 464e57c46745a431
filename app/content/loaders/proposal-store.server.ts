import type { Lang } from '#shared/languages'
import { isProposalToken } from '#shared/private-documents'
import type { QueryParams } from '~/content/backend.server'
import { queryForEditions } from '~/content/edition-queries'
import { privateClient, privateStoreConfigured } from '~/content/private-store.server'
import { PROPOSAL_PAGE_QUERY } from '~/content/queries'
import type { PROPOSAL_PAGE_QUERY_RESULT } from '~/content/sanity.types'

/**
 * A proposal as its page reads it and writes to it (decision 064), through the private store alone: never the
 * site's content cache, so a withdrawal shows on the next request. Every write names the revision it was decided
 * on (`ifRevisionID`): a write that lost a race is refused (409) and the caller reads again and decides again, so
 * two presses of Accept, on one worker or two, record one acceptance.
 */
export type StoredProposal = NonNullable<PROPOSAL_PAGE_QUERY_RESULT>

/** The published proposal this token names, read in the page's language; null for any token that names none. */
export async function readProposal(token: string, lang: Lang): Promise<StoredProposal | null> {
  if (!isProposalToken(token) || !privateStoreConfigured()) return null
  const query: string = queryForEditions(PROPOSAL_PAGE_QUERY)
  const params: QueryParams = { token, lang }
  return privateClient().fetch<StoredProposal | null>(query, params)
}

/**
 * Sets or removes fields on the proposal if it is still at the revision it was read at: its new revision, or null
 * when someone else wrote it first.
 */
export async function writeIfUnchanged(
  proposal: Pick<StoredProposal, '_id' | '_rev'>,
  change: { set?: Record<string, unknown>; unset?: string[] },
): Promise<string | null> {
  try {
    const patch = privateClient().patch(proposal._id).ifRevisionId(proposal._rev)
    if (change.set) patch.set(change.set)
    if (change.unset) patch.unset(change.unset)
    return (await patch.commit())._rev
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 409) return null
    throw error
  }
}
