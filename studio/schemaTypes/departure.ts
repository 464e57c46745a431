import { defineField, defineType } from 'sanity'
import { formatUsd } from './shared'

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
    // No typed status (decision 068): what travellers read is computed from these places and the departure's ledger
    // of holds and bookings. A `status` stored before issue 45 is ignored.
    defineField({
      name: 'places',
      title: 'Places on this departure',
      type: 'number',
      description: 'How many travellers it takes in all. Leave empty to show “On request”.',
      validation: (rule) => [
        rule.integer().error('Places are a whole number.'),
        rule.min(1).error('A departure has at least one place; close it instead.'),
      ],
    }),
    defineField({
      name: 'closed',
      title: 'Closed: no longer sold',
      type: 'boolean',
      description: 'A closed departure is no longer shown to travellers; its bookings stand.',
      initialValue: false,
    }),
    defineField({
      name: 'note',
      title: 'Note',
      type: 'localeString',
      description: 'Optional, one line: e.g. “Includes the Magical Kenya Open”.',
    }),
  ],
  preview: {
    select: { startDate: 'startDate', price: 'pricePerPerson', places: 'places', closed: 'closed' },
    prepare({ startDate, price, places, closed }) {
      const label = closed
        ? 'Closed'
        : typeof places === 'number'
          ? `${places} ${places === 1 ? 'place' : 'places'}`
          : 'Places on request'
      return {
        title: startDate ?? 'No date',
        subtitle: [typeof price === 'number' ? formatUsd(price) : 'Price on request', label].join(' · '),
      }
    },
  },
})
