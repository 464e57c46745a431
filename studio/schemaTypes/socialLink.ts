import { defineField, defineType } from 'sanity'

const PLATFORMS = [
  { title: 'Facebook', value: 'facebook' },
  { title: 'Twitter / X', value: 'twitter' },
  { title: 'Instagram', value: 'instagram' },
  { title: 'LinkedIn', value: 'linkedin' },
]

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: { list: PLATFORMS },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'URL',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['http', 'https'] }),
    }),
  ],
  preview: {
    select: { platform: 'platform', url: 'url' },
    prepare({ platform, url }) {
      const title = PLATFORMS.find((p) => p.value === platform)?.title ?? platform ?? 'No platform'
      return { title, subtitle: url }
    },
  },
})
