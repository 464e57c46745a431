import { defineField, defineType } from 'sanity'
import { defaultText, localeRequired } from './locale'
import { writtenFormsField } from './written-forms'

/** The offices' regions: what a team member's office names (teamMember.ts), since an office is no document. */
export const OFFICE_REGIONS = ['UAE', 'US', 'Nairobi'] as const

export const office = defineType({
  name: 'office',
  title: 'Office',
  type: 'object',
  fields: [
    defineField({
      name: 'region',
      title: 'Region',
      type: 'string',
      options: { list: [...OFFICE_REGIONS], layout: 'radio', direction: 'horizontal' },
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
    writtenFormsField(
      'addressForms',
      'address',
      'The address as the Arabic pages show it, line for line, if the office gives one. Left empty, they show the ' +
        'address above.',
    ),
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
    select: { title: defaultText('title'), region: 'region' },
    prepare({ title, region }) {
      return { title: title ?? 'Untitled office', subtitle: region }
    },
  },
})
