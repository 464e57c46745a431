import { defineField, defineType } from 'sanity'
import { formatUsd } from './shared'

/** A departure's status, as travellers read it beside the date (the site maps each to a schema.org availability). */
export const DEPARTURE_STATUSES = [
  { title: 'Available', value: 'available' },
  { title: 'Few places left', value: 'few-left' },
  { title: 'Sold out', value: 'sold-out' },
  { title: 'On request', value: 'on-request' },
] as const

/** Today in Nairobi as YYYY-MM-DD: the company's calendar, whatever the editor's own time zone. */
function nairobiToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Nairobi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
}

/** One dated start of a trip, with what it costs per person. The end date follows from the trip's length. */
export const departure = defineType({
  name: 'departure',
  title: 'Departure',
  type: 'object',
  fields: [
    defineField({
      name: 'startDate',
      title: 'Start date',
      type: 'date',
      description: 'The arrival day (Day 1). The end date follows from the trip’s duration.',
      options: { dateFormat: 'D MMMM YYYY' },
      validation: (rule) => [
        rule.required().error('Every departure needs a start date.'),
        rule
          .custom((value) =>
            typeof value === 'string' && value < nairobiToday()
              ? 'This departure has already started: travellers no longer see it.'
              : true,
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'pricePerPerson',
      title: 'Price per person (USD)',
      type: 'number',
      description: 'Whole US dollars per person sharing. Leave empty to show “Price on request”.',
      validation: (rule) => [
        rule.min(0).error('The price cannot be negative.'),
        rule.integer().error('Prices are whole US dollars.'),
      ],
    }),
    defineField({
      name: 'singleSupplement',
      title: 'Single supplement (USD)',
      type: 'number',
      description: 'What a traveller with a room of their own pays on top, if anything.',
      validation: (rule) => [
        rule.min(0).error('The supplement cannot be negative.'),
        rule.integer().error('Prices are whole US dollars.'),
      ],
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: { list: [...DEPARTURE_STATUSES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'available',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'note',
      title: 'Note',
      type: 'localeString',
      description: 'Optional, one line: e.g. “Includes the Magical Kenya Open”.',
    }),
  ],
  preview: {
    select: { startDate: 'startDate', price: 'pricePerPerson', status: 'status' },
    prepare({ startDate, price, status }) {
      const label = DEPARTURE_STATUSES.find((option) => option.value === status)?.title ?? 'No status'
      return {
        title: startDate ?? 'No date',
        subtitle: [typeof price === 'number' ? formatUsd(price) : 'Price on request', label].join(' · '),
      }
    },
  },
})
