import { defineArrayMember, defineField, defineType } from 'sanity'

/**
 * A departure's ledger (shared/holds.ts, decision 066): the places its holds and bookings take. A minimal
 * registration, field for field as shared/holds.ts writes it, so that TypeGen types the site's reads of it; the
 * Studio lane's own `departurePlaces` type (with its Holds list) replaces this file when both merge.
 */
export const departurePlaces = defineType({
  name: 'departurePlaces',
  title: 'Places on a departure',
  type: 'document',
  readOnly: true,
  fields: [
    defineField({ name: 'trip', title: 'Trip', type: 'reference', to: [{ type: 'catalogueItem' }], weak: true }),
    defineField({ name: 'departureKey', title: 'Departure', type: 'string' }),
    defineField({ name: 'departureDate', title: 'Departure date', type: 'date' }),
    defineField({
      name: 'claims',
      title: 'Holds and bookings',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'placesClaim',
          fields: [
            defineField({ name: 'places', title: 'Places', type: 'number' }),
            defineField({ name: 'until', title: 'Held until', type: 'datetime' }),
          ],
        }),
      ],
    }),
  ],
})
