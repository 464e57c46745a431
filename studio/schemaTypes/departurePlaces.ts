import { defineArrayMember, defineField, defineType } from 'sanity'
import { placesTaken } from '#shared/holds'
import { departureName, nairobiMoment } from '../holds/hold-titles'
import { departureFields, written } from './departure-fields'
import { defaultText } from './locale'

/**
 * What a departure has taken (issue 45, decision 066): one public document per departure, `places-<trip>-<key>`,
 * which the site's pages read without a token; one claim per hold or booking. Its revision guards every hold, so
 * it is never edited by hand: only the holds' actions (studio/holds/) and the site's server change it.
 */
const claim = defineArrayMember({
  name: 'placesClaim',
  title: 'Claim',
  type: 'object',
  fields: [
    defineField({ name: 'places', title: 'Places', type: 'number', ...written }),
    defineField({
      name: 'until',
      title: 'Until',
      type: 'datetime',
      description: 'When a hold ends; a booking has no end.',
      ...written,
    }),
  ],
  preview: {
    select: { places: 'places', until: 'until', key: '_key' },
    prepare: ({ places, until, key }) => ({
      title: `${places ?? 0} places · ${until ? `held until ${nairobiMoment(until)}` : 'booked'}`,
      subtitle: `hold.${key}`,
    }),
  },
})

export const departurePlaces = defineType({
  name: 'departurePlaces',
  title: 'Places on a departure',
  type: 'document',
  readOnly: true,
  fields: [
    ...departureFields,
    defineField({ name: 'claims', title: 'Holds and bookings', type: 'array', of: [claim], ...written }),
  ],
  preview: {
    select: { tripName: defaultText('trip.name'), departureDate: 'departureDate', claims: 'claims' },
    prepare: ({ tripName, departureDate, claims }) => ({
      title: departureName(tripName, departureDate),
      subtitle: `${placesTaken(claims, new Date())} places taken now`,
    }),
  },
})
