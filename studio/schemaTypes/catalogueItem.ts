import { defineArrayMember, defineField, defineType } from 'sanity'
import { defaultText, localeRequired, translationStatusField } from './locale'
import {
  ACTIVITY_OPTIONS,
  COUNTRY_OPTIONS,
  categoryOptions,
  factListField,
  formatUsd,
  imageField,
  requiredChoice,
  slugField,
} from './shared'
import { specialistField } from './specialist'

type CatalogueDoc = { category?: string }

const categoryOf = (document: unknown) => (document as CatalogueDoc | undefined)?.category
const isItinerary = (document: unknown) => categoryOf(document) === 'Itineraries'
/** Itineraries and circuits are whole trips: they must say where they go and what they offer. */
const isTrip = (document: unknown) => isItinerary(document) || categoryOf(document) === 'Circuits'
/** The categories that may carry a duration: itineraries (required) and circuits and excursions (when known). */
const mayHaveDuration = (document: unknown) => isTrip(document) || categoryOf(document) === 'Excursions'

export const catalogueItem = defineType({
  name: 'catalogueItem',
  title: 'Catalogue item',
  type: 'document',
  fields: [
    translationStatusField,
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      options: { list: categoryOptions, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'localeString',
      validation: localeRequired,
    }),
    slugField(defaultText('name')),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Position within its category, from 1.',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      validation: localeRequired,
      description: 'Two or three sentences.',
    }),
    imageField('image', 'Image', { required: true }),
    defineField({
      name: 'price',
      title: 'Price (USD per person)',
      type: 'number',
      description: 'Whole US dollars per person. Itineraries only.',
      // Shown for itineraries, and for any other item that still carries a price so the error can be fixed.
      hidden: ({ document, value }) => !isItinerary(document) && value === undefined,
      validation: (rule) => [
        rule.min(0).error('The price cannot be negative.'),
        rule.integer().error('Prices are whole US dollars.'),
        rule.custom((value, context) => {
          if (value === undefined || value === null) return true
          if (!isItinerary(context.document)) return 'Only itineraries have a price: clear this field.'
          return true
        }),
      ],
    }),
    factListField({
      name: 'countries',
      title: 'Countries',
      description:
        'Every country the trip visits, or the country the course, excursion or hotel is in. Zanzibar is part of ' +
        'Tanzania. Required for itineraries and circuits.',
      options: COUNTRY_OPTIONS,
      noun: 'country',
      isRequired: isTrip,
    }),
    factListField({
      name: 'activities',
      title: 'Activities',
      description:
        'What the description promises: golf, safari (game drives, gorilla treks, wildlife visits), beach, culture ' +
        '(museums, memorials, old towns, souks) or wellness (spa). Required for itineraries and circuits.',
      options: ACTIVITY_OPTIONS,
      noun: 'activity',
      isRequired: isTrip,
    }),
    defineField({
      name: 'durationDays',
      title: 'Duration (days)',
      type: 'number',
      description:
        'Whole days, counting the arrival and departure days. Required for itineraries. Circuits and excursions give ' +
        'one only when their description says how many days they take; golf courses and hotels have none.',
      hidden: ({ document, value }) => !mayHaveDuration(document) && value === undefined,
      validation: (rule) => [
        rule.integer().error('The duration is a whole number of days.'),
        rule.min(1).error('A trip lasts at least one day.'),
        rule.custom((value, context) => {
          if (value === undefined || value === null) {
            return isItinerary(context.document) ? 'Every itinerary needs a duration in days.' : true
          }
          if (!mayHaveDuration(context.document)) return 'Golf courses and hotels have no duration: clear this field.'
          return true
        }),
      ],
    }),
    defineField({
      name: 'departures',
      title: 'Departures',
      type: 'array',
      description:
        'Dated starts of this itinerary with their price per person, shown on its pages under “Dates & prices”. A ' +
        'departure drops off the site the day after it starts (Nairobi time). Cards show the lowest price of an ' +
        'upcoming available departure, or the price above when there is none.',
      of: [defineArrayMember({ type: 'departure' })],
      hidden: ({ document, value }) => !isItinerary(document) && value === undefined,
      validation: (rule) =>
        rule.custom((value, context) => {
          const departures = (value ?? []) as Array<{ startDate?: string }>
          if (departures.length && !isItinerary(context.document))
            return 'Only itineraries have departures: remove them.'
          const seen = new Set<string>()
          for (const { startDate } of departures) {
            if (!startDate) continue
            if (seen.has(startDate)) return `Two departures start on ${startDate}: each date once.`
            seen.add(startDate)
          }
          return true
        }),
    }),
    defineField({
      name: 'deposit',
      title: 'Deposit',
      type: 'object',
      description:
        'What a traveller pays to confirm places held on a departure (decision 067): a percentage of the ' +
        'proposal’s total or an amount per person, and when the balance is due. Shown on proposals for this trip.',
      hidden: ({ document, value }) => !isItinerary(document) && value === undefined,
      fields: [
        requiredChoice('kind', 'Kind', [
          { title: 'Percentage of the total', value: 'percent' },
          { title: 'USD per person', value: 'perPerson' },
        ]),
        defineField({
          name: 'value',
          title: 'Value',
          type: 'number',
          description: 'The percentage (1–100), or the US dollars per person.',
          validation: (rule) =>
            rule
              .required()
              .positive()
              .custom((value, context) => {
                const kind = (context.parent as { kind?: string } | undefined)?.kind
                return kind === 'percent' && typeof value === 'number' && value > 100 ? 'At most 100 %.' : true
              }),
        }),
        defineField({
          name: 'balanceDueDays',
          title: 'Balance due (days before departure)',
          type: 'number',
          validation: (rule) => rule.required().integer().min(0).max(365),
        }),
      ],
    }),
    defineField({
      name: 'package',
      title: 'Itinerary package',
      type: 'reference',
      to: [{ type: 'itineraryPackage' }],
      description: 'The day-by-day package this itinerary links to, if any.',
      hidden: ({ document, value }) => !isItinerary(document) && value === undefined,
    }),
    // Issue 35: every trip names its specialist.
    specialistField(),
    defineField({
      name: 'legacyId',
      title: 'Legacy id',
      type: 'number',
      description: 'The id from the original specification. Not unique across categories.',
      readOnly: true,
    }),
  ],
  orderings: [
    {
      title: 'Category, then order',
      name: 'categoryOrder',
      by: [
        { field: 'category', direction: 'asc' },
        { field: 'order', direction: 'asc' },
      ],
    },
    { title: 'Name', name: 'nameAsc', by: [{ field: defaultText('name'), direction: 'asc' }] },
  ],
  preview: {
    select: { title: defaultText('name'), category: 'category', price: 'price', media: 'image' },
    prepare({ title, category, price, media }) {
      const parts = [category ?? 'No category']
      if (typeof price === 'number') parts.push(formatUsd(price))
      return { title: title ?? 'Untitled item', subtitle: parts.join(' · '), media }
    },
  },
})
