import {defineArrayMember, defineField, defineType} from 'sanity'
import {slugField} from './shared'

export const itineraryPackage = defineType({
  name: 'itineraryPackage',
  title: 'Itinerary package',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'e.g. "Gold Package". The page header reads "{name} Itinerary".',
      validation: (rule) => rule.required(),
    }),
    slugField('name'),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'destination',
      title: 'Destination',
      type: 'string',
      description: 'e.g. "Kenya" or "Zanzibar & Kenya".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'days',
      title: 'Days',
      type: 'array',
      of: [defineArrayMember({type: 'itineraryDay'})],
      validation: (rule) => rule.required().min(1).error('A package needs at least one day.'),
    }),
    defineField({
      name: 'included',
      title: 'Included',
      type: 'array',
      of: [defineArrayMember({type: 'string'})],
    }),
    defineField({
      name: 'excluded',
      title: 'Not included',
      type: 'array',
      of: [defineArrayMember({type: 'string'})],
    }),
  ],
  preview: {
    select: {title: 'name', days: 'days', destination: 'destination'},
    prepare({title, days, destination}) {
      const count = Array.isArray(days) ? days.length : 0
      const length = `${count} day${count === 1 ? '' : 's'}`
      return {title: title ?? 'Untitled package', subtitle: destination ? `${length} · ${destination}` : length}
    },
  },
})
