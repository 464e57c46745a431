import { defineField, defineType } from 'sanity'
import { defaultText, localeRequired } from './locale'

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
    select: { title: defaultText('heading') },
    prepare({ title }) {
      return { title: title ?? 'Partner section', subtitle: 'Partner section' }
    },
  },
})
