import { defineField, defineType } from 'sanity'
import { localeRequired } from './locale'

export const office = defineType({
  name: 'office',
  title: 'Office',
  type: 'object',
  fields: [
    defineField({
      name: 'region',
      title: 'Region',
      type: 'string',
      options: { list: ['UAE', 'US', 'Nairobi'], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localeRequired,
    }),
    defineField({
      name: 'address',
      title: 'Address',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      validation: (rule) => rule.email(),
    }),
  ],
  preview: {
    select: { title: 'title.en', region: 'region' },
    prepare({ title, region }) {
      return { title: title ?? 'Untitled office', subtitle: region }
    },
  },
})
