import { defineField, defineType } from 'sanity'
import { DEFAULT_LANG, LANGUAGES } from '#shared/languages'
import { ENQUIRY_SOURCES, ENQUIRY_STATUSES } from '#shared/private-documents'
import { isolated } from './isolated'
import { defaultText } from './locale'

/**
 * An enquiry a traveller sent from the site (issue 44, decision 062): written by the site's server as a private
 * document, `enquiry.<uuid>`, beside the e-mail that goes to the team. What the traveller typed is read-only here;
 * staff set its status and answer it with a proposal ("Write a proposal").
 */
const fromTheSite = { readOnly: true } as const

export const enquiry = defineType({
  name: 'enquiry',
  title: 'Enquiry',
  type: 'document',
  fields: [
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: { list: [...ENQUIRY_STATUSES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'new',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'firstName', title: 'First name', type: 'string', ...fromTheSite }),
    defineField({ name: 'lastName', title: 'Last name', type: 'string', ...fromTheSite }),
    defineField({ name: 'email', title: 'E-mail', type: 'string', ...fromTheSite }),
    defineField({ name: 'phone', title: 'Phone', type: 'string', ...fromTheSite }),
    defineField({ name: 'message', title: 'Message', type: 'text', rows: 8, ...fromTheSite }),
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      description: 'The edition of the site it was sent from: answer in it.',
      options: { list: LANGUAGES.map(({ id, title }) => ({ title, value: id })) },
      initialValue: DEFAULT_LANG,
      ...fromTheSite,
    }),
    defineField({
      name: 'source',
      title: 'Sent from',
      type: 'string',
      options: { list: [...ENQUIRY_SOURCES] },
      ...fromTheSite,
    }),
    defineField({
      name: 'trip',
      title: 'Trip',
      type: 'reference',
      weak: true,
      to: [{ type: 'catalogueItem' }, { type: 'itineraryPackage' }],
      ...fromTheSite,
    }),
    defineField({
      name: 'departureDate',
      title: 'Departure',
      type: 'date',
      description: 'The dated departure the traveller asked about, if any.',
      ...fromTheSite,
    }),
    defineField({
      name: 'party',
      title: 'Party',
      type: 'object',
      ...fromTheSite,
      fields: [
        defineField({ name: 'adults', title: 'Adults', type: 'number' }),
        defineField({ name: 'children', title: 'Children', type: 'number' }),
        defineField({ name: 'rooms', title: 'Rooms', type: 'number' }),
      ],
    }),
    defineField({
      name: 'specialist',
      title: 'Specialist',
      type: 'reference',
      weak: true,
      to: [{ type: 'teamMember' }],
      description: 'Who answers it: the one the traveller wrote to, or the trip’s.',
    }),
    defineField({
      name: 'proposal',
      title: 'About the proposal',
      type: 'reference',
      weak: true,
      to: [{ type: 'proposal' }],
      description: 'Set when the traveller asked for changes to a proposal, or for its renewal.',
      ...fromTheSite,
    }),
    defineField({ name: 'receivedAt', title: 'Received', type: 'datetime', ...fromTheSite }),
  ],
  orderings: [{ title: 'Newest first', name: 'newest', by: [{ field: 'receivedAt', direction: 'desc' }] }],
  preview: {
    select: {
      firstName: 'firstName',
      lastName: 'lastName',
      status: 'status',
      receivedAt: 'receivedAt',
      trip: defaultText('trip.name'),
    },
    // The names are the traveller's: isolated, so a stray bidi character cannot reorder the line (decision 048).
    prepare({ firstName, lastName, status, receivedAt, trip }) {
      const name = [firstName, lastName].filter(Boolean).join(' ')
      const parts = [status ?? 'new', typeof receivedAt === 'string' ? receivedAt.slice(0, 10) : '']
      if (trip) parts.push(trip)
      return { title: name ? isolated(name) : 'Enquiry', subtitle: parts.filter(Boolean).join(' · ') }
    },
  },
})
