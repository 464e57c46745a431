import { defineField, defineType } from 'sanity'
import { defaultText, localeRequired } from './locale'
import { imageMember } from './shared'

export const itineraryDay = defineType({
  name: 'itineraryDay',
  title: 'Itinerary day',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localeRequired,
      description: 'e.g. "Day 1: Arrival in Nairobi".',
    }),
    defineField({
      name: 'timelineItems',
      title: 'Timeline',
      type: 'localeStringList',
      validation: localeRequired,
    }),
    defineField({
      name: 'overnight',
      title: 'Where the night is spent',
      type: 'object',
      description:
        'The hotel, lodge or camp where guests sleep after this day, with its place on the map. Required on every ' +
        'day except the last: the departure day has no night and leaves it empty.',
      // That every day but the last has one is checked on the package's days (see itineraryPackage).
      options: { collapsible: false },
      fields: [
        defineField({
          name: 'name',
          title: 'Place',
          type: 'string',
          description: 'e.g. "Luxury tented camp, Maasai Mara".',
          validation: (rule) => rule.required().error('Name the place where the night is spent.'),
        }),
        defineField({
          name: 'location',
          title: 'Location',
          type: 'geopoint',
          description: 'Drop the pin on the place itself, or on the town for a hotel in town.',
          validation: (rule) => rule.required().error('Put the place on the map.'),
        }),
      ],
    }),
    defineField({
      name: 'carouselImages1',
      title: 'First carousel',
      type: 'array',
      of: [imageMember()],
      options: { layout: 'grid' },
    }),
    defineField({
      name: 'carouselImages2',
      title: 'Second carousel',
      type: 'array',
      of: [imageMember()],
      options: { layout: 'grid' },
      description: 'May stay empty (the departure day has none).',
    }),
  ],
  preview: {
    select: {
      title: defaultText('title'),
      items: defaultText('timelineItems'),
      overnight: 'overnight.name',
      media: 'carouselImages1.0',
    },
    prepare({ title, items, overnight, media }) {
      const count = Array.isArray(items) ? items.length : 0
      const parts = [`${count} timeline item${count === 1 ? '' : 's'}`]
      if (overnight) parts.push(`night: ${overnight}`)
      return { title: title ?? 'Untitled day', subtitle: parts.join(' · '), media }
    },
  },
})
