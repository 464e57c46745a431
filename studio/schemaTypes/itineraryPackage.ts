import { defineArrayMember, defineField, defineType } from 'sanity'
import { defaultText, localeRequired, translationStatusField } from './locale'
import { ACTIVITY_OPTIONS, COUNTRY_OPTIONS, factListField, slugField } from './shared'
import { specialistField } from './specialist'

export const itineraryPackage = defineType({
  name: 'itineraryPackage',
  title: 'Itinerary package',
  type: 'document',
  fields: [
    translationStatusField,
    defineField({
      name: 'name',
      title: 'Name',
      type: 'localeString',
      validation: localeRequired,
      description: 'e.g. "Gold Package". The page header reads "{name} Itinerary".',
    }),
    slugField(defaultText('name')),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'localeText',
      validation: localeRequired,
    }),
    defineField({
      name: 'destination',
      title: 'Destination',
      type: 'localeString',
      validation: localeRequired,
      description: 'e.g. "Kenya" or "Zanzibar & Kenya".',
    }),
    factListField({
      name: 'countries',
      title: 'Countries',
      description:
        'Every country the days visit, including the one you fly in and out of. Zanzibar is part of Tanzania.',
      options: COUNTRY_OPTIONS,
      noun: 'country',
      isRequired: () => true,
    }),
    factListField({
      name: 'activities',
      title: 'Activities',
      description:
        'What the days offer: golf, safari (game drives, gorilla treks, wildlife visits), beach, culture (museums, ' +
        'memorials, old towns, souks) or wellness (spa).',
      options: ACTIVITY_OPTIONS,
      noun: 'activity',
      isRequired: () => true,
    }),
    defineField({
      name: 'durationDays',
      title: 'Duration (days)',
      type: 'number',
      description: 'Whole days, counting the arrival and departure days: the same as the number of days below.',
      validation: (rule) => [
        rule.required().error('Every package needs a duration in days.'),
        rule.integer().error('The duration is a whole number of days.'),
        rule.min(1).error('A trip lasts at least one day.'),
        rule.custom((value, context) => {
          const days = (context.document as { days?: unknown[] } | undefined)?.days
          // With no days the days field already reports the problem.
          if (typeof value !== 'number' || !Array.isArray(days) || days.length === 0) return true
          if (value === days.length) return true
          return (
            `The package has ${days.length} day${days.length === 1 ? '' : 's'}: set the duration to ` +
            `${days.length}.`
          )
        }),
      ],
    }),
    defineField({
      name: 'days',
      title: 'Days',
      type: 'array',
      of: [defineArrayMember({ type: 'itineraryDay' })],
      validation: (rule) => [
        rule.required().min(1).error('A package needs at least one day.'),
        // Checked here rather than on the day, where only the package knows which day is the last.
        rule.custom((days: Array<{ _key?: string; overnight?: { name?: string; location?: unknown } }> | undefined) => {
          if (!Array.isArray(days)) return true
          const missing = days.slice(0, -1).filter((day) => !day.overnight?.name && !day.overnight?.location)
          if (missing.length === 0) return true
          return missing.map((day) => ({
            message: 'Say where the night is spent: only the last (departure) day may leave this empty.',
            path: day._key ? [{ _key: day._key }, 'overnight'] : [],
          }))
        }),
      ],
    }),
    defineField({
      name: 'included',
      title: 'Included',
      type: 'localeStringList',
    }),
    defineField({
      name: 'excluded',
      title: 'Not included',
      type: 'localeStringList',
    }),
    // Issue 35: every trip names its specialist.
    specialistField(),
  ],
  preview: {
    select: { title: defaultText('name'), days: 'days', destination: defaultText('destination') },
    prepare({ title, days, destination }) {
      const count = Array.isArray(days) ? days.length : 0
      const length = `${count} day${count === 1 ? '' : 's'}`
      return { title: title ?? 'Untitled package', subtitle: destination ? `${length} · ${destination}` : length }
    },
  },
})
