import { defineField, defineType } from 'sanity'
import { categoryOptions, imageField } from './shared'

export const categoryTile = defineType({
  name: 'categoryTile',
  title: 'Category tile',
  type: 'object',
  fields: [
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      options: { list: categoryOptions },
      validation: (rule) => rule.required(),
    }),
    imageField('image', 'Image', { required: true }),
  ],
  preview: {
    select: { title: 'category', media: 'image' },
    prepare({ title, media }) {
      return { title: title ?? 'No category', subtitle: 'Category tile', media }
    },
  },
})
