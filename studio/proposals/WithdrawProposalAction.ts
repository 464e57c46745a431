import { CloseCircleIcon } from '@sanity/icons'
import { useState } from 'react'
import { type DocumentActionComponent, useClient } from 'sanity'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { releaseHeldPlaces } from '../holds/release-held-places'
import type { HoldClient } from '../holds/run-hold-action'
import { usePatchThenPublish } from './patch-then-publish'

/**
 * "Withdraw" (decision 063): the published proposal is marked withdrawn, so its link says so at once (the site
 * reads private documents without a cache). Only a proposal that was sent can be withdrawn; it asks first. Places it
 * holds go back (release-held-places.ts).
 */
export const WithdrawProposalAction: DocumentActionComponent = (props) => {
  const { patchThenPublish } = usePatchThenPublish(props.id, props.type, props.published, props.onComplete)
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION }) as unknown as HoldClient
  const [confirming, setConfirming] = useState(false)
  const status = (props.published as { status?: string } | null)?.status
  if (!status || status === 'draft' || status === 'withdrawn') return null
  return {
    label: 'Withdraw',
    icon: CloseCircleIcon,
    tone: 'critical',
    onHandle: () => setConfirming(true),
    dialog: confirming && {
      type: 'confirm',
      tone: 'critical',
      message:
        'Withdraw this proposal? Its link will tell the traveller it was withdrawn, and places it holds go back ' +
        '(a confirmed booking stays until you release it).',
      onCancel: () => {
        setConfirming(false)
        props.onComplete()
      },
      onConfirm: () => {
        // The dialog closes now; the Studio is told the action is complete once the withdrawal is published.
        const withdrawnAt = new Date().toISOString()
        patchThenPublish(
          [{ set: { status: 'withdrawn', withdrawnAt } }],
          (published) => (published as { withdrawnAt?: string } | null)?.withdrawnAt === withdrawnAt,
        )
        // The hold names the proposal's published id; a failure leaves the hold to end by itself, and says why.
        releaseHeldPlaces(client, props.id, () => new Date()).catch((error: unknown) =>
          console.error(
            'The withdrawn proposal’s held places were not released; they go back when the hold ends',
            error,
          ),
        )
        setConfirming(false)
      },
    },
  }
}
