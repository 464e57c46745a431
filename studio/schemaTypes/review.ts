import { defineField, defineType } from 'sanity'
import { DEFAULT_LANG, languageById } from '#shared/languages'
import { REVIEW_LANGUAGES, REVIEW_MODERATION, REVIEW_SOURCES } from '#shared/review-fields'
import { isolated } from './isolated'
import { defaultText } from './locale'

/**
 * A traveller's review of one trip (decision 043): a document of its own, so that every star on the site is an
 * average of published reviews. A review sent from the site arrives as a draft (`drafts.review-…`) marked
 * `moderation: "waiting"`, listed in "Reviews waiting", and is shown only once staff approve and publish it
 * (decision 048). Its texts stay in the language the traveller wrote them in: they are not locale objects and have
 * no translation.
 */
export const review = defineType({
  name: 'review',
  title: 'Review',
  type: 'document',
  fields: [
    defineField({
      name: 'sample',
      title: 'Sample review',
      type: 'boolean',
      readOnly: true,
      description: 'Set by the seed: a fictional review that shows how reviews look. Delete it before going live.',
    }),
    defineField({
      name: 'trip',
      title: 'Trip',
      type: 'reference',
      to: [{ type: 'catalogueItem' }, { type: 'itineraryPackage' }],
      description: 'The catalogue item or itinerary package the traveller went on.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'firstName',
      title: 'First name',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'travelledIn',
      title: 'Month travelled',
      type: 'string',
      description: 'Year and month, as 2026-03.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { name: 'year and month' })
          .error('Give the year and month as 2026-03.'),
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: 'Whole stars, 1 to 5.',
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 6,
      validation: (rule) => rule.required().max(4000),
    }),
    defineField({
      name: 'language',
      title: 'Language written in',
      type: 'string',
      description: 'The texts are shown as written, marked with this language.',
      options: { list: REVIEW_LANGUAGES.map((value) => ({ title: languageById(value).title, value })) },
      initialValue: DEFAULT_LANG,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'source',
      title: 'Came from',
      type: 'string',
      options: { list: REVIEW_SOURCES.map((value) => ({ title: value, value })), layout: 'radio' },
      initialValue: 'email',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'verified',
      title: 'Trip verified',
      type: 'boolean',
      description: 'Staff have checked that this traveller went on this trip.',
      initialValue: false,
    }),
    defineField({
      name: 'moderation',
      title: 'Moderation',
      type: 'string',
      readOnly: true,
      description:
        'Waiting: sent from the site and not yet read; such a review is shown nowhere, not even in preview. ' +
        '"Approve and publish" sets it to approved.',
      options: { list: REVIEW_MODERATION.map((value) => ({ title: value, value })) },
    }),
    defineField({
      name: 'reply',
      title: 'Reply from the company',
      type: 'text',
      rows: 4,
      description: 'Shown under the review, in the language of the review.',
      validation: (rule) => rule.max(2000),
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'newest', by: [{ field: '_createdAt', direction: 'desc' }] }],
  preview: {
    select: {
      title: 'title',
      firstName: 'firstName',
      country: 'country',
      rating: 'rating',
      trip: defaultText('trip.name'),
    },
    // The title, name and country are the visitor's: each is isolated, so a stray bidi character in one of them
    // cannot reorder the rest of the line (decision 048).
    prepare({ title, firstName, country, rating, trip }) {
      const parts = [typeof rating === 'number' ? `${rating}/5` : 'No rating']
      if (firstName) parts.push(country ? `${isolated(firstName)}, ${isolated(country)}` : isolated(firstName))
      if (trip) parts.push(trip)
      return { title: title ? isolated(title) : 'Untitled review', subtitle: parts.join(' · ') }
    },
  },
})
