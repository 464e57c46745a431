import { defineField, defineType } from 'sanity'
import { defaultText } from './locale'

export const storyCardSection = defineType({
  name: 'storyCardSection',
  title: 'Story card section',
  type: 'object',
  fields: [
    defineField({
      name: 'card',
      title: 'Story card',
      type: 'reference',
      to: [{ type: 'storyCard' }],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: defaultText('card.title'), variant: 'card.variant', media: 'card.image' },
    prepare({ title, variant, media }) {
      return {
        title: title ?? 'No story card chosen',
        subtitle: variant ? `Story card section · ${variant}` : 'Story card section',
        media,
      }
    },
  },
})
