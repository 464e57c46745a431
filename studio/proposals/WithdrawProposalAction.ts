import { CloseCircleIcon } from '@sanity/icons'
import { useState } from 'react'
import type { DocumentActionComponent } from 'sanity'
import { usePatchThenPublish } from './patch-then-publish'

/**
 * "Withdraw" (decision 063): the published proposal is marked withdrawn, so its link says so at once (the site
 * reads private documents without a cache). Only a proposal that was sent can be withdrawn; it asks first.
 */
export const WithdrawProposalAction: DocumentActionComponent = (props) => {
  const { patchThenPublish } = usePatchThenPublish(props.id, props.type, props.published, props.onComplete)
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
      message: 'Withdraw this proposal? Its link will tell the traveller it was withdrawn.',
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
        setConfirming(false)
      },
    },
  }
}
