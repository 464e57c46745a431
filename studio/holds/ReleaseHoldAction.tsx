import { CloseCircleIcon } from '@sanity/icons'
import { useState } from 'react'
import type { DocumentActionComponent } from 'sanity'
import { useHoldAction } from './useHoldAction'

/**
 * "Release" (decision 069): the places go back to the departure at once, from a hold or a booking; it asks first,
 * since another traveller may take them the moment they are free.
 */
export const ReleaseHoldAction: DocumentActionComponent = (props) => {
  const { button, run } = useHoldAction(props, 'release')
  const [confirming, setConfirming] = useState(false)
  const shown = button('Release', 'Releasing…', CloseCircleIcon, 'Give these places back to the departure.')
  return {
    ...shown,
    tone: 'critical',
    onHandle: () => setConfirming(true),
    dialog:
      shown.dialog ??
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
