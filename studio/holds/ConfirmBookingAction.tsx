import { CheckmarkCircleIcon } from '@sanity/icons'
import type { DocumentActionComponent } from 'sanity'
import { useHoldAction } from './useHoldAction'

/**
 * "Confirm booking" (decision 069): the deposit has arrived. The hold becomes a booking ("Booked") and its claim
 * on the departure no longer ends. A hold that has ended is confirmed only while its places are still free.
 */
export const ConfirmBookingAction: DocumentActionComponent = (props) => {
  const { button, run } = useHoldAction(props, 'confirm')
  const help = 'The deposit has arrived: book these places.'
  return { ...button('Confirm booking', 'Confirming…', CheckmarkCircleIcon, help), tone: 'positive', onHandle: run }
}
