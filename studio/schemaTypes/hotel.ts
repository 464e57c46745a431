import { defineArrayMember, defineField, defineType } from 'sanity'
import { localeRequired, translationStatusField } from './locale'
import { formatUsd, imageMember, slugField } from './shared'

const specificationList = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'specification' })],
  })

export const hotel = defineType({
  name: 'hotel',
  title: 'Hotel',
  type: 'document',
  fields: [
    translationStatusField,
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    slugField('name'),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      validation: localeRequired,
    }),
    defineField({
      name: 'address',
      title: 'Address',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'location',
      title: 'Location',
      type: 'geopoint',
    }),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      of: [imageMember()],
      options: { layout: 'grid' },
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'pricePerNight',
      title: 'Price per night (USD)',
      type: 'number',
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: 'specifications',
      title: 'Specifications',
      type: 'object',
      options: { collapsible: true, collapsed: false },
      fields: [
        specificationList('keyFeatures', 'Key features'),
        specificationList('packageDetails', 'Package details'),
        specificationList('generalSpecifications', 'General specifications'),
      ],
    }),
  ],
  preview: {
    select: { title: 'name', address: 'address', price: 'pricePerNight', media: 'images.0' },
    prepare({ title, address, price, media }) {
      const parts: string[] = []
      if (typeof price === 'number') parts.push(`${formatUsd(price)} / night`)
      if (address) parts.push(address)
      return { title: title ?? 'Untitled hotel', subtitle: parts.join(' · '), media }
    },
  },
})
