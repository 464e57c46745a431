import { defineField, defineType } from 'sanity'
import { defaultText, localeRequired, translationStatusField } from './locale'
import { imageField, PHONE_PATTERN } from './shared'
import { specialistFields } from './specialist'
import { writtenFormsField } from './written-forms'

export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fields: [
    translationStatusField,
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Position on the team page, from 1.',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    writtenFormsField(
      'nameForms',
      'name',
      'How the name is written on the Arabic pages and in their messages (e.g. عمر المنصوري), if the person gives ' +
        'one. Left empty, those pages show the name as written above.',
    ),
    defineField({
      name: 'position',
      title: 'Position',
      type: 'localeString',
      validation: localeRequired,
    }),
    defineField({
      name: 'bio',
      title: 'Biography',
      type: 'localeText',
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      validation: (rule) => rule.email().error('Enter a valid e-mail address.'),
    }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      description: 'International format, e.g. +254 700 000 000.',
      validation: (rule) =>
        rule.regex(PHONE_PATTERN, { name: 'phone number' }).error('Use digits and spaces, optionally starting with +.'),
    }),
    imageField('photo', 'Photo', { required: true }),
    // Issue 35: what a trip's specialist card shows of them.
    ...specialistFields,
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', position: defaultText('position'), media: 'photo' },
    prepare({ title, position, media }) {
      return { title: title ?? 'Unnamed member', subtitle: position ?? 'No position', media }
    },
  },
})
