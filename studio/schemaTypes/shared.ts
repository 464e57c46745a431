import {defineArrayMember, defineField} from 'sanity'

/** The five catalogue categories, in the order the site shows them. */
export const CATEGORIES = ['Itineraries', 'Circuits', 'Golf Courses', 'Excursions', 'Hotels'] as const
export type Category = (typeof CATEGORIES)[number]

export const categoryOptions = CATEGORIES.map((title) => ({title, value: title}))

/** The slug rule (same as seed/source/helpers.mjs): name lowercased, spaces replaced by hyphens. */
export function slugify(input: string): string {
  return input.trim().toLowerCase().replace(/\s+/g, '-')
}

/** A slug field generated from `name` with the site's slug rule; uniqueness uses Sanity's default check. */
export function slugField(source = 'name') {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description: `Generated from the ${source}: lowercased, spaces replaced by hyphens.`,
    options: {source, slugify, maxLength: 96},
    validation: (rule) => rule.required(),
  })
}

/** The required alt text every image carries. */
const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description: 'Describe the image for screen readers and search engines.',
  validation: (rule) => rule.required().error('Every image needs alternative text.'),
})

const imageOptions = {hotspot: true}

/** An image field with hotspot and a required `alt`. */
export function imageField(
  name: string,
  title: string,
  {required = false, description, group}: {required?: boolean; description?: string; group?: string} = {},
) {
  return defineField({
    name,
    title,
    type: 'image',
    description,
    group,
    options: imageOptions,
    fields: [altField],
    validation: required ? (rule) => rule.required() : undefined,
  })
}

/** The same image shape as an array member (for galleries and carousels). */
export function imageMember() {
  return defineArrayMember({
    type: 'image',
    options: imageOptions,
    fields: [altField],
  })
}

/** Phone numbers: an optional leading +, then digits and spaces. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]*$/

/** Formats whole US dollars with a thousands separator: 1500 -> "USD 1,500". */
export function formatUsd(amount: number): string {
  return `USD ${amount.toLocaleString('en-US', {maximumFractionDigits: 0})}`
}
