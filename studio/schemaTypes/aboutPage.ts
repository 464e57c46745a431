import { defineField, defineType } from 'sanity'
import { localeRequired, translationStatusField } from './locale'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    translationStatusField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localeRequired,
      initialValue: 'Our Team',
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'localeString',
      validation: localeRequired,
      initialValue: 'Expert Team',
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      description: 'One entry a paragraph. The team cards come from the Team list.',
      type: 'localeTextList',
      validation: localeRequired,
    }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})
