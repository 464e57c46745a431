import { defineField, defineType } from 'sanity'

export const partnerSection = defineType({
  name: 'partnerSection',
  title: 'Partner section',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare({ title }) {
      return { title: title ?? 'Partner section', subtitle: 'Partner section' }
    },
  },
})
