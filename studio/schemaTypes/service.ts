import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField } from './shared'

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 2,
      description: 'One or two sentences shown under the title.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'text',
      rows: 5,
    }),
    defineField({
      name: 'highlights',
      title: 'Highlights',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    imageField('image', 'Image', { required: true }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'summary', media: 'image' },
    prepare({ title, subtitle, media }) {
      return { title: title ?? 'Untitled service', subtitle, media }
    },
  },
})
