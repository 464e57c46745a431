import { defineField, defineType } from 'sanity'
import { defaultText, localeRequired } from './locale'
import { categoryOptions } from './shared'

export const categorySection = defineType({
  name: 'categorySection',
  title: 'Category section',
  type: 'object',
  fields: [
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      options: { list: categoryOptions },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'localeString',
      validation: localeRequired,
    }),
    defineField({
      name: 'limit',
      title: 'Number of items',
      type: 'number',
      description: 'How many items of the category the section shows.',
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(20),
    }),
  ],
  preview: {
    select: { heading: defaultText('heading'), category: 'category', limit: 'limit' },
    prepare({ heading, category, limit }) {
      const shown = typeof limit === 'number' ? `up to ${limit}` : 'all'
      return {
        title: heading ?? category ?? 'Category section',
        subtitle: `Category section · ${category ?? '?'} · ${shown}`,
      }
    },
  },
})
