import { defineField, defineType } from 'sanity'

export const starShare = defineType({
  name: 'starShare',
  title: 'Share of reviews by stars',
  type: 'object',
  fields: [
    defineField({
      name: 'star',
      title: 'Stars',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'percentage',
      title: 'Percentage of reviews',
      type: 'number',
      validation: (rule) => rule.required().min(0).max(100),
    }),
  ],
  preview: {
    select: { star: 'star', percentage: 'percentage' },
    prepare({ star, percentage }) {
      return {
        title: typeof star === 'number' ? `${star} star${star === 1 ? '' : 's'}` : 'No star value',
        subtitle: typeof percentage === 'number' ? `${percentage}%` : undefined,
      }
    },
  },
})
