import { ClockIcon } from '@sanity/icons'
import type { DocumentActionComponent } from 'sanity'
import { useHoldAction } from './useHoldAction'

/**
 * "Extend 24 hours" (decision 069): the hold ends 24 hours after its current end, and its reminder may go again. A
 * hold that has already ended is extended from now, and only while its places are still free.
 */
export const ExtendHoldAction: DocumentActionComponent = (props) => {
  const { decided, busy, run, reportDialog } = useHoldAction(props, 'extend')
  return {
    label: busy ? 'Extending…' : 'Extend 24 hours',
    icon: ClockIcon,
    disabled: busy || !decided.allowed,
    title: decided.allowed ? 'Hold these places 24 hours longer.' : decided.reason,
    onHandle: run,
    dialog: reportDialog,
  }
}
