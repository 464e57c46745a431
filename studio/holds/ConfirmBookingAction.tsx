import { CheckmarkCircleIcon } from '@sanity/icons'
import type { DocumentActionComponent } from 'sanity'
import { useHoldAction } from './useHoldAction'

/**
 * "Confirm booking" (decision 069): the deposit has arrived. The hold becomes a booking ("Booked") and its claim
 * on the departure no longer ends. A hold that has ended is confirmed only while its places are still free.
 */
export const ConfirmBookingAction: DocumentActionComponent = (props) => {
  const { decided, busy, run, reportDialog } = useHoldAction(props, 'confirm')
  return {
    label: busy ? 'Confirming…' : 'Confirm booking',
    icon: CheckmarkCircleIcon,
    tone: 'positive',
    disabled: busy || !decided.allowed,
    title: decided.allowed ? 'The deposit has arrived: book these places.' : decided.reason,
    onHandle: run,
    dialog: reportDialog,
  }
}
