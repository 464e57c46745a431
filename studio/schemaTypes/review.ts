import { defineField, defineType } from 'sanity'
import { localeRequired } from './locale'

export const review = defineType({
  name: 'review',
  title: 'Review',
  type: 'object',
  fields: [
    defineField({
      name: 'author',
      title: 'Author',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'localeText',
      validation: localeRequired,
    }),
  ],
  preview: {
    select: { author: 'author', country: 'country', rating: 'rating' },
    prepare({ author, country, rating }) {
      const parts = [typeof rating === 'number' ? `${rating}/5` : 'No rating']
      if (country) parts.push(country)
      return { title: author ?? 'Anonymous', subtitle: parts.join(' · ') }
    },
  },
})
