import { defineField, defineType } from 'sanity'
import { HOLD_STATES } from '#shared/holds'
import { departureName, holdStateText } from '../holds/hold-titles'
import { departureFields, written } from './departure-fields'
import { isolated } from './isolated'
import { defaultText } from './locale'

/**
 * A traveller's places held on a departure, or booked (issue 45, decisions 066 and 069): a private document,
 * `hold.<uuid>`, one per proposal, written by the site when the traveller accepts. Nothing in it is typed here: it
 * changes only with its claim in the departure's ledger, in one transaction, through "Confirm booking", "Release"
 * and "Extend 24 hours" (studio/holds/), and by the site's server.
 */
export const hold = defineType({
  name: 'hold',
  title: 'Hold',
  type: 'document',
  readOnly: true,
  fields: [
    defineField({
      name: 'state',
      title: 'State',
      type: 'string',
      description: 'A hold stops taking its places at its end, whether or not it is yet marked expired.',
      options: { list: [...HOLD_STATES] },
      ...written,
    }),
    ...departureFields,
    defineField({
      name: 'proposal',
      title: 'Proposal',
      type: 'reference',
      weak: true,
      to: [{ type: 'proposal' }],
      ...written,
    }),
    defineField({ name: 'places', title: 'Places', type: 'number', description: 'Adults and children.', ...written }),
    defineField({ name: 'heldAt', title: 'Held at', type: 'datetime', ...written }),
    defineField({ name: 'expiresAt', title: 'Held until', type: 'datetime', ...written }),
    defineField({ name: 'confirmedAt', title: 'Booked at', type: 'datetime', ...written }),
    defineField({ name: 'releasedAt', title: 'Released at', type: 'datetime', ...written }),
    defineField({ name: 'travellerTimeZone', title: 'Traveller’s time zone', type: 'string', ...written }),
    defineField({ name: 'reminderSentAt', title: 'Reminder sent at', type: 'datetime', ...written }),
  ],
  orderings: [{ title: 'Newest first', name: 'newest', by: [{ field: 'heldAt', direction: 'desc' }] }],
  preview: {
    select: {
      tripName: defaultText('trip.name'),
      departureDate: 'departureDate',
      places: 'places',
      state: 'state',
      expiresAt: 'expiresAt',
      firstName: 'proposal.traveller.firstName',
      lastName: 'proposal.traveller.lastName',
      proposalTitle: 'proposal.title',
    },
    prepare({ tripName, departureDate, places, state, expiresAt, firstName, lastName, proposalTitle }) {
      const name = [firstName, lastName].filter(Boolean).join(' ')
      return {
        title: `${departureName(tripName, departureDate)} — ${holdStateText({ places, state, expiresAt }, new Date())}`,
        subtitle: [name, proposalTitle].filter(Boolean).map(isolated).join(' · ') || 'No proposal',
      }
    },
  },
})
