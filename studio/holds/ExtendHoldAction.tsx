import { ClockIcon } from '@sanity/icons'
import type { DocumentActionComponent } from 'sanity'
import { useHoldAction } from './useHoldAction'

/**
 * "Extend 24 hours" (decision 069): the hold ends 24 hours after its current end, and its reminder may go again. A
 * hold that has already ended is extended from now, and only while its places are still free.
 */
export const ExtendHoldAction: DocumentActionComponent = (props) => {
  const { button, run } = useHoldAction(props, 'extend')
  return { ...button('Extend 24 hours', 'Extending…', ClockIcon, 'Hold these places 24 hours longer.'), onHandle: run }
}
