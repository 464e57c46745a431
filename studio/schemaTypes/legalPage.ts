import { defineArrayMember, defineField, defineType } from 'sanity'
import { defaultText, localeRequired, translationStatusField } from './locale'
import { requiredChoice } from './shared'

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  fields: [
    translationStatusField,
    requiredChoice('kind', 'Kind', [
      { title: 'Terms and conditions', value: 'terms' },
      { title: 'Privacy policy', value: 'privacy' },
    ]),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localeRequired,
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      options: { dateFormat: 'YYYY-MM-DD' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'localeText',
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      of: [defineArrayMember({ type: 'legalSection' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: defaultText('title'), kind: 'kind', lastUpdated: 'lastUpdated' },
    prepare({ title, kind, lastUpdated }) {
      const parts = [kind === 'terms' ? 'Terms' : kind === 'privacy' ? 'Privacy' : 'No kind']
      if (lastUpdated) parts.push(`updated ${lastUpdated}`)
      return { title: title ?? 'Untitled page', subtitle: parts.join(' · ') }
    },
  },
})
