import { defineField, defineType } from 'sanity'
import { defaultText, localeRequired } from './locale'

/** Site paths ("/about"), in-page anchors ("#team"), absolute http(s) URLs, mailto: and tel: links. */
const HREF = /^(\/|#|https?:\/\/|mailto:|tel:)/

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'localeString',
      validation: localeRequired,
    }),
    defineField({
      name: 'href',
      title: 'Link target',
      type: 'string',
      description: 'A site path such as /services, an anchor such as #team, or a full https:// address.',
      validation: (rule) => [
        rule.required(),
        rule.regex(HREF, { name: 'link' }).error('Start with /, #, http(s)://, mailto: or tel:.'),
      ],
    }),
  ],
  preview: {
    select: { title: defaultText('label'), subtitle: 'href' },
    prepare({ title, subtitle }) {
      return { title: title ?? 'No label', subtitle }
    },
  },
})
