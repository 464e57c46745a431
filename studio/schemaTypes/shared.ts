import { defineArrayMember, defineField } from 'sanity'
import { defaultText, translationWarnings } from './locale'

/** The five catalogue categories, in the order the site shows them. */
export const CATEGORIES = ['Itineraries', 'Circuits', 'Golf Courses', 'Excursions', 'Hotels'] as const
export type Category = (typeof CATEGORIES)[number]

export const categoryOptions = CATEGORIES.map((title) => ({ title, value: title }))

/** The slug rule (same as seed/source/helpers.ts): name lowercased, spaces replaced by hyphens. */
export function slugify(input: string): string {
  return input.trim().toLowerCase().replace(/\s+/g, '-')
}

/** A slug field generated from `name` with the site's slug rule; uniqueness uses Sanity's default check. */
export function slugField(source = defaultText('name')) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description: `Generated from the ${source}: lowercased, spaces replaced by hyphens.`,
    options: { source, slugify, maxLength: 96 },
    validation: (rule) => rule.required(),
  })
}

/** The required alt text every image carries. */
const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'localeString',
  description: 'Describe the image for screen readers and search engines.',
  validation: (rule) => [rule.required().error('Every image needs alternative text.'), translationWarnings(rule)],
})

/*
 * A picture that points along the line of reading (an airplane, an arrow, a chevron) points the other way on a
 * right-to-left page: the site mirrors every image so marked (issue 42, decision 054), not one by one.
 */
const directionalField = defineField({
  name: 'directional',
  title: 'Points along the line of reading',
  type: 'boolean',
  description: 'An airplane, arrow or chevron that points forward: shown mirrored on right-to-left (Arabic) pages.',
})

const imageOptions = { hotspot: true }

/** An image field with hotspot and a required `alt`. */
export function imageField(
  name: string,
  title: string,
  { required = false, description, group }: { required?: boolean; description?: string; group?: string } = {},
) {
  return defineField({
    name,
    title,
    type: 'image',
    description,
    group,
    options: imageOptions,
    fields: [altField, directionalField],
    validation: required ? (rule) => rule.required() : undefined,
  })
}

/** The same image shape as an array member (for galleries and carousels). */
export function imageMember() {
  return defineArrayMember({
    type: 'image',
    options: imageOptions,
    fields: [altField, directionalField],
  })
}

/** Phone numbers: an optional leading +, then digits and spaces. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]*$/

/** Formats whole US dollars with a thousands separator: 1500 -> "USD 1,500". */
export function formatUsd(amount: number): string {
  return `USD ${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`
}

/** The countries a trip can visit, as `{title, value}`; the value is what filters and queries use. */
export const COUNTRY_OPTIONS = [
  { title: 'Kenya', value: 'kenya' },
  { title: 'Tanzania (including Zanzibar)', value: 'tanzania' },
  { title: 'Uganda', value: 'uganda' },
  { title: 'Rwanda', value: 'rwanda' },
  { title: 'United Arab Emirates', value: 'uae' },
] as const
export const COUNTRIES = COUNTRY_OPTIONS.map((option) => option.value)

/** The five activities a trip is filtered by. */
export const ACTIVITY_OPTIONS = [
  { title: 'Golf', value: 'golf' },
  { title: 'Safari', value: 'safari' },
  { title: 'Beach', value: 'beach' },
  { title: 'Culture', value: 'culture' },
  { title: 'Wellness', value: 'wellness' },
] as const
export const ACTIVITIES = ACTIVITY_OPTIONS.map((option) => option.value)

type FactListOptions = {
  name: 'countries' | 'activities'
  title: string
  description: string
  options: ReadonlyArray<{ title: string; value: string }>
  /** The name of one value in messages, e.g. "country". */
  noun: string
  /** Whether the document needs at least one value. */
  isRequired: (document: unknown) => boolean
}

/**
 * A list of values from a fixed set (the countries or the activities of a trip), shown as checkboxes.
 * Each value is checked against the set, a value may appear once, and an empty list is an error where
 * `isRequired` says so (elsewhere the list may stay empty).
 */
export function factListField({ name, title, description, options, noun, isRequired }: FactListOptions) {
  const allowed = options.map((option) => option.value)
  const titles = options.map((option) => option.title).join(', ')
  return defineField({
    name,
    title,
    description,
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
    options: { list: options.map(({ title: optionTitle, value }) => ({ title: optionTitle, value })), layout: 'grid' },
    // One rule, so the check Sanity adds for the list's values runs once.
    validation: (rule) =>
      rule
        .custom((value: unknown) => {
          const unknown = (Array.isArray(value) ? value : []).filter((entry) => !allowed.includes(entry as string))
          if (unknown.length === 0) return true
          const shown = unknown.map((entry) => JSON.stringify(entry)).join(', ')
          return `${shown} ${unknown.length === 1 ? `is not a known ${noun}` : 'are not known'}: choose from ${titles}.`
        })
        .custom((value: unknown) => {
          const entries = Array.isArray(value) ? value : []
          return new Set(entries).size === entries.length ? true : `Choose each ${noun} only once.`
        })
        .custom((value: unknown, context) => {
          if ((Array.isArray(value) && value.length > 0) || !isRequired(context.document)) return true
          return `Choose at least one ${noun}.`
        }),
  })
}

/** A required choice of one among a few, shown as radio buttons. */
export function requiredChoice(name: string, title: string, list: { title: string; value: string }[]) {
  return defineField({
    name,
    title,
    type: 'string',
    options: { list, layout: 'radio' },
    validation: (rule) => rule.required(),
  })
}
