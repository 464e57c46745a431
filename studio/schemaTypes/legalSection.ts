import { defineField, defineType } from 'sanity'
import { defaultText, localeRequired } from './locale'

export const legalSection = defineType({
  name: 'legalSection',
  title: 'Legal section',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'localeString',
      validation: localeRequired,
    }),
    defineField({
      name: 'anchor',
      title: 'Anchor',
      type: 'string',
      description:
        'The #fragment that links to this section, e.g. "cancellations". Lowercase letters, digits and hyphens.',
      validation: (rule) => [
        rule.required(),
        rule
          .regex(/^[a-z0-9][a-z0-9-]*$/, { name: 'anchor' })
          .warning('Use lowercase letters, digits and hyphens only.'),
      ],
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'localePortableText',
      validation: localeRequired,
    }),
  ],
  preview: {
    select: { title: defaultText('heading'), anchor: 'anchor' },
    prepare({ title, anchor }) {
      return { title: title ?? 'Untitled section', subtitle: anchor ? `#${anchor}` : undefined }
    },
  },
})
