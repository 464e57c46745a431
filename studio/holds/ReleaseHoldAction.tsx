import { CloseCircleIcon } from '@sanity/icons'
import { useState } from 'react'
import type { DocumentActionComponent } from 'sanity'
import { useHoldAction } from './useHoldAction'

/**
 * "Release" (decision 069): the places go back to the departure at once, from a hold or a booking; it asks first,
 * since another traveller may take them the moment they are free.
 */
export const ReleaseHoldAction: DocumentActionComponent = (props) => {
  const { decided, busy, run, reportDialog } = useHoldAction(props, 'release')
  const [confirming, setConfirming] = useState(false)
  return {
    label: busy ? 'Releasing…' : 'Release',
    icon: CloseCircleIcon,
    tone: 'critical',
    disabled: busy || !decided.allowed,
    title: decided.allowed ? 'Give these places back to the departure.' : decided.reason,
    onHandle: () => setConfirming(true),
    dialog:
      reportDialog ??
      (confirming && {
        type: 'confirm',
        tone: 'critical',
        message: 'Release these places? They go back to the departure, and another traveller may take them at once.',
        onCancel: () => {
          setConfirming(false)
          props.onComplete()
        },
        onConfirm: () => {
          setConfirming(false)
          void run()
        },
      }),
  }
}
