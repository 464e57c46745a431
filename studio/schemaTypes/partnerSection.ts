import { defineField, defineType } from 'sanity'
import { localeRequired } from './locale'

export const partnerSection = defineType({
  name: 'partnerSection',
  title: 'Partner section',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'localeString',
      validation: localeRequired,
    }),
  ],
  preview: {
    select: { title: 'heading.en' },
    prepare({ title }) {
      return { title: title ?? 'Partner section', subtitle: 'Partner section' }
    },
  },
})
