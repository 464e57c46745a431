import {defineArrayMember, defineField, defineType} from 'sanity'
import {imageMember} from './shared'

export const itineraryDay = defineType({
  name: 'itineraryDay',
  title: 'Itinerary day',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'e.g. "Day 1: Arrival in Nairobi".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'timelineItems',
      title: 'Timeline',
      type: 'array',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'carouselImages1',
      title: 'First carousel',
      type: 'array',
      of: [imageMember()],
      options: {layout: 'grid'},
    }),
    defineField({
      name: 'carouselImages2',
      title: 'Second carousel',
      type: 'array',
      of: [imageMember()],
      options: {layout: 'grid'},
      description: 'May stay empty (the departure day has none).',
    }),
  ],
  preview: {
    select: {title: 'title', items: 'timelineItems', media: 'carouselImages1.0'},
    prepare({title, items, media}) {
      const count = Array.isArray(items) ? items.length : 0
      return {title: title ?? 'Untitled day', subtitle: `${count} timeline item${count === 1 ? '' : 's'}`, media}
    },
  },
})
