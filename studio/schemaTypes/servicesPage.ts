import { defineArrayMember, defineField, defineType } from 'sanity'
import { defaultText, localeRequired, translationStatusField } from './locale'

export const servicesPage = defineType({
  name: 'servicesPage',
  title: 'Services page',
  type: 'document',
  fields: [
    translationStatusField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localeRequired,
      initialValue: 'Our services',
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'localeText',
    }),
    defineField({
      name: 'services',
      title: 'Services',
      type: 'array',
      of: [defineArrayMember({ type: 'service' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: defaultText('title'), services: 'services' },
    prepare({ title, services }) {
      const count = Array.isArray(services) ? services.length : 0
      return { title: title ?? 'Services page', subtitle: `${count} service${count === 1 ? '' : 's'}` }
    },
  },
})
