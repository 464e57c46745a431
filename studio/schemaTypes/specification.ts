import { defineField, defineType } from 'sanity'
import { defaultText, localeRequired } from './locale'

export const specification = defineType({
  name: 'specification',
  title: 'Specification',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'localeString',
      validation: localeRequired,
    }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'localeString',
      validation: localeRequired,
    }),
  ],
  preview: {
    select: { title: defaultText('label'), subtitle: defaultText('value') },
    prepare({ title, subtitle }) {
      return { title: title ?? 'No label', subtitle }
    },
  },
})
