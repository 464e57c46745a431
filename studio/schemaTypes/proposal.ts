import { defineArrayMember, defineField, defineType } from 'sanity'
import { DEFAULT_LANG, LANGUAGES } from '#shared/languages'
import { newProposalToken, PROPOSAL_STATUSES } from '#shared/private-documents'
import { DepartureInput } from '../proposals/DepartureInput'
import { PackageDayInput } from '../proposals/PackageDayInput'
import { type Party, type PriceLine, totalWarning } from '../proposals/price-total'
import { TotalFromLinesInput } from '../proposals/TotalFromLinesInput'
import { isolated } from './isolated'
import { defaultText } from './locale'
import { imageMember } from './shared'

/**
 * A tailor-made proposal for one traveller (issue 44, decision 062): a private document, `proposal.<uuid>`, shown
 * at `/proposal/<token>` (or `/ar/proposal/<token>`) once sent. Written in one language, the proposal's: its letter
 * and its own days are plain text in that language, not translated fields. Days taken from a package are references
 * (the package and the day's key), so a correction to that day reaches every proposal not yet sent; "Send" keeps
 * the plan as sent (`sentPlan`).
 */

/** A day of a package, by reference: the package and the `_key` of the day in its `days`. */
const packageDay = defineArrayMember({
  name: 'packageDay',
  title: 'Day from a package',
  type: 'object',
  fields: [
    defineField({
      name: 'package',
      title: 'Package',
      type: 'reference',
      to: [{ type: 'itineraryPackage' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'dayKey',
      title: 'Day',
      type: 'string',
      description: 'One of the package’s days, by its title.',
      components: { input: PackageDayInput },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { name: defaultText('package.name'), dayKey: 'dayKey' },
    prepare: ({ name, dayKey }) => ({ title: name ? `Day of ${name}` : 'Day from a package', subtitle: dayKey }),
  },
})

/** A day written for this traveller, in the proposal's language. */
const customDay = defineArrayMember({
  name: 'customDay',
  title: 'Day written for this traveller',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(200) }),
    defineField({
      name: 'timelineItems',
      title: 'Timeline',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({ name: 'overnight', title: 'Where the night is spent', type: 'string' }),
    defineField({ name: 'images', title: 'Images', type: 'array', of: [imageMember()], options: { layout: 'grid' } }),
  ],
  preview: { select: { title: 'title' }, prepare: ({ title }) => ({ title: title ?? 'Untitled day' }) },
})

const priceLine = defineArrayMember({
  name: 'priceLine',
  title: 'Price line',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(200) }),
    defineField({
      name: 'amount',
      title: 'Amount (USD)',
      type: 'number',
      validation: (rule) => rule.required().min(0).integer().error('Whole US dollars, not negative.'),
    }),
    defineField({
      name: 'per',
      title: 'Per',
      type: 'string',
      options: {
        list: [
          { title: 'Per person', value: 'person' },
          { title: 'Per booking', value: 'booking' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'person',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'quantity',
      title: 'Quantity',
      type: 'number',
      initialValue: 1,
      validation: (rule) => rule.required().min(1).integer(),
    }),
  ],
  preview: {
    select: { label: 'label', amount: 'amount', per: 'per', quantity: 'quantity' },
    prepare: ({ label, amount, per, quantity }) => ({
      title: label ?? 'Price line',
      subtitle: `USD ${amount ?? 0} ${per === 'booking' ? 'per booking' : 'per person'} × ${quantity ?? 1}`,
    }),
  },
})

export const proposal = defineType({
  name: 'proposal',
  title: 'Proposal',
  type: 'document',
  groups: [
    { name: 'traveller', title: 'Traveller', default: true },
    { name: 'plan', title: 'Plan' },
    { name: 'price', title: 'Price' },
    { name: 'state', title: 'Status' },
  ],
  fields: [
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      group: 'state',
      readOnly: true,
      description: 'Set by "Send" and "Withdraw", and by the site when the traveller opens or accepts it.',
      options: { list: [...PROPOSAL_STATUSES] },
      initialValue: 'draft',
    }),
    defineField({
      name: 'token',
      title: 'Private link token',
      type: 'string',
      group: 'state',
      readOnly: true,
      hidden: true,
      initialValue: () => newProposalToken(),
    }),
    defineField({ name: 'sentAt', title: 'Sent', type: 'datetime', group: 'state', readOnly: true }),
    defineField({ name: 'emailedAt', title: 'E-mailed', type: 'datetime', group: 'state', readOnly: true }),
    defineField({ name: 'viewedAt', title: 'First viewed', type: 'datetime', group: 'state', readOnly: true }),
    defineField({ name: 'acceptedAt', title: 'Accepted', type: 'datetime', group: 'state', readOnly: true }),
    defineField({ name: 'withdrawnAt', title: 'Withdrawn', type: 'datetime', group: 'state', readOnly: true }),
    // Written by the site when the traveller asks for changes (decision 064): the same request sent twice in a row
    // (a double press, a resent form) is told by its digest and carried to the specialist once.
    defineField({
      name: 'changesRequestedAt',
      title: 'Changes last asked for',
      type: 'datetime',
      group: 'state',
      readOnly: true,
    }),
    defineField({ name: 'changesDigest', title: 'Last change request', type: 'string', readOnly: true, hidden: true }),
    defineField({
      name: 'enquiry',
      title: 'From the enquiry',
      type: 'reference',
      weak: true,
      to: [{ type: 'enquiry' }],
      group: 'traveller',
    }),
    defineField({
      name: 'traveller',
      title: 'Traveller',
      type: 'object',
      group: 'traveller',
      fields: [
        defineField({ name: 'firstName', title: 'First name', type: 'string', validation: (r) => r.required() }),
        defineField({ name: 'lastName', title: 'Last name', type: 'string' }),
        defineField({
          name: 'email',
          title: 'E-mail',
          type: 'string',
          validation: (rule) =>
            rule
              .required()
              .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { name: 'e-mail address' })
              .error('An e-mail address, as name@example.com.'),
        }),
        defineField({ name: 'phone', title: 'Phone', type: 'string' }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'language',
      title: 'Language of the proposal',
      type: 'string',
      group: 'traveller',
      description: 'Its letter and its own days are written in it; its page and PDF are in this edition.',
      options: { list: LANGUAGES.map(({ id, title }) => ({ title, value: id })), layout: 'radio' },
      initialValue: DEFAULT_LANG,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'specialist',
      title: 'Specialist',
      type: 'reference',
      to: [{ type: 'teamMember' }],
      group: 'traveller',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'traveller',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'letter',
      title: 'Personal letter',
      type: 'array',
      of: [defineArrayMember({ type: 'block' })],
      group: 'traveller',
    }),
    defineField({
      name: 'trip',
      title: 'Trip',
      type: 'reference',
      weak: true,
      to: [{ type: 'catalogueItem' }, { type: 'itineraryPackage' }],
      group: 'plan',
      description: 'The trip it was made from, if any.',
    }),
    defineField({
      name: 'plan',
      title: 'Plan',
      type: 'array',
      of: [packageDay, customDay],
      group: 'plan',
      validation: (rule) => rule.required().min(1).error('A proposal has at least one day.'),
    }),
    defineField({
      name: 'sentPlan',
      title: 'Plan as sent',
      type: 'array',
      of: [customDay],
      group: 'plan',
      readOnly: true,
      hidden: true,
      description: 'The days as the traveller received them, in the proposal’s language (written by "Send").',
    }),
    defineField({
      name: 'places',
      title: 'Hotels and golf courses',
      type: 'array',
      group: 'plan',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'catalogueItem' }],
          options: { filter: 'category in ["Hotels", "Golf Courses"]' },
        }),
      ],
    }),
    defineField({
      name: 'departure',
      title: 'Departure',
      type: 'object',
      group: 'plan',
      description: 'A dated departure of a trip, or dates written in for a trip of this traveller’s own.',
      fields: [
        defineField({
          name: 'trip',
          title: 'Trip',
          type: 'reference',
          to: [{ type: 'catalogueItem' }],
          options: { filter: 'defined(departures)' },
        }),
        defineField({
          name: 'departureKey',
          title: 'Departure',
          type: 'string',
          description: 'One of the trip’s dated departures: the proposal takes its dates from it.',
          components: { input: DepartureInput },
        }),
        defineField({
          name: 'startDate',
          title: 'Start date',
          type: 'date',
          description: 'Only without a departure above.',
          hidden: ({ parent }) => Boolean((parent as { departureKey?: string } | undefined)?.departureKey),
        }),
        defineField({
          name: 'endDate',
          title: 'End date',
          type: 'date',
          hidden: ({ parent }) => Boolean((parent as { departureKey?: string } | undefined)?.departureKey),
        }),
      ],
    }),
    defineField({
      name: 'party',
      title: 'Party',
      type: 'object',
      group: 'plan',
      fields: [
        defineField({ name: 'adults', title: 'Adults', type: 'number', initialValue: 2, validation: (r) => r.min(1) }),
        defineField({
          name: 'children',
          title: 'Children',
          type: 'number',
          initialValue: 0,
          validation: (r) => r.min(0),
        }),
        defineField({ name: 'rooms', title: 'Rooms', type: 'number', initialValue: 1, validation: (r) => r.min(1) }),
      ],
    }),
    defineField({ name: 'priceLines', title: 'Price lines', type: 'array', of: [priceLine], group: 'price' }),
    defineField({
      name: 'totalUsd',
      title: 'Total (USD)',
      type: 'number',
      group: 'price',
      description: 'The price of record. Other currencies are shown as approximate, at the site’s rates.',
      components: { input: TotalFromLinesInput },
      validation: (rule) => [
        rule.required().min(0).integer(),
        rule
          .custom((total, context) => {
            const document = context.document as { priceLines?: PriceLine[]; party?: Party } | undefined
            return totalWarning(total, document?.priceLines, document?.party)
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'paymentNote',
      title: 'How to pay',
      type: 'text',
      rows: 3,
      group: 'price',
      description: 'Bank details, or a payment link: in the proposal’s language.',
    }),
    defineField({
      name: 'paymentLink',
      title: 'Payment link',
      type: 'url',
      group: 'price',
      description:
        'A link to pay the deposit (a payment provider’s page), shown as a button. Without one the proposal shows ' +
        'the bank details from the site settings (decision 067).',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'validUntil',
      title: 'Valid until',
      type: 'date',
      group: 'price',
      validation: (r) => r.required(),
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'newest', by: [{ field: '_createdAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', firstName: 'traveller.firstName', lastName: 'traveller.lastName', status: 'status' },
    prepare({ title, firstName, lastName, status }) {
      const name = [firstName, lastName].filter(Boolean).join(' ')
      return {
        title: title ? isolated(title) : 'Untitled proposal',
        subtitle: [name ? isolated(name) : '', status ?? 'draft'].filter(Boolean).join(' · '),
      }
    },
  },
})
