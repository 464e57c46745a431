import { defineField, defineType } from 'sanity'

export const specification = defineType({
  name: 'specification',
  title: 'Specification',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'label', subtitle: 'value' },
    prepare({ title, subtitle }) {
      return { title: title ?? 'No label', subtitle }
    },
  },
})
