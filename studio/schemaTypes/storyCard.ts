import { defineField, defineType } from 'sanity'
import { defaultText, localeRequired, translationStatusField } from './locale'
import { imageField } from './shared'

const VARIANTS = ['blue', 'red', 'green', 'custom'] as const
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

type StoryCardDoc = { variant?: string }
const isCustom = (document: unknown) => (document as StoryCardDoc | undefined)?.variant === 'custom'

export const storyCard = defineType({
  name: 'storyCard',
  title: 'Story card',
  type: 'document',
  fields: [
    translationStatusField,
    defineField({
      name: 'variant',
      title: 'Variant',
      type: 'string',
      options: {
        list: VARIANTS.map((v) => ({ title: v.charAt(0).toUpperCase() + v.slice(1), value: v })),
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'color',
      title: 'Colour',
      type: 'string',
      description: 'Hex colour such as #1f6f4a. Custom variant only.',
      hidden: ({ document, value }) => !isCustom(document) && value === undefined,
      validation: (rule) => [
        rule.regex(HEX, { name: 'hex colour' }).error('Use a hex colour such as #1f6f4a.'),
        rule.custom((value, context) => {
          const custom = isCustom(context.document)
          if (custom && !value) return 'The custom variant needs a colour.'
          if (!custom && value) return 'Only the custom variant has a colour: clear this field.'
          return true
        }),
      ],
    }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    imageField('image', 'Image', { required: true }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localeRequired,
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'localeString',
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      validation: localeRequired,
    }),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'localeStringList',
      options: { layout: 'tags' },
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: defaultText('title'), variant: 'variant', media: 'image' },
    prepare({ title, variant, media }) {
      return { title: title ?? 'Untitled card', subtitle: variant ? `Variant: ${variant}` : 'No variant', media }
    },
  },
})
