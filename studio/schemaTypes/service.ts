import { defineField, defineType } from 'sanity'
import { defaultText, localeRequired } from './locale'
import { imageField } from './shared'

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localeRequired,
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'localeText',
      validation: localeRequired,
      description: 'One or two sentences shown under the title.',
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'localeText',
    }),
    defineField({
      name: 'highlights',
      title: 'Highlights',
      type: 'localeStringList',
    }),
    imageField('image', 'Image', { required: true }),
  ],
  preview: {
    select: { title: defaultText('title'), subtitle: defaultText('summary'), media: 'image' },
    prepare({ title, subtitle, media }) {
      return { title: title ?? 'Untitled service', subtitle, media }
    },
  },
})
