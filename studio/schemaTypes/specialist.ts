import { defineArrayMember, defineField } from 'sanity'
import { DEFAULT_LANG } from '#shared/languages'
import { SPOKEN_LANGUAGES } from '#shared/spoken-languages'
import { localeField } from './locale'
import { OFFICE_REGIONS } from './office'
import { PHONE_PATTERN } from './shared'

/**
 * Specialists (issue 35, decision 044): a trip names the team member who designs it, and the team member says how
 * travellers reach them. A reference is a shared fact, the same in every language; only "Trips I design" is
 * translated.
 */

/** The specialist of a package or a catalogue item: shown on the trip's pages as their card. */
export function specialistField() {
  return defineField({
    name: 'specialist',
    title: 'Specialist',
    type: 'reference',
    to: [{ type: 'teamMember' }],
    description:
      'The team member who designs this trip and answers its enquiries. Their card (photo, languages, office, ' +
      'WhatsApp, phone and "Enquire with …") shows on the trip’s pages.',
    validation: (rule) => rule.required().warning('Every trip names a specialist: without one its pages show no card.'),
  })
}

// The Studio speaks the default language; the languages' names are the browser's own (CLDR), not the site's words.
const languageNames = new Intl.DisplayNames([DEFAULT_LANG], { type: 'language' })
const SPOKEN_LANGUAGE_OPTIONS = SPOKEN_LANGUAGES.map((value) => ({ title: languageNames.of(value) ?? value, value }))

/** What a team member adds to be a trip's specialist: languages, office, WhatsApp and the trips they design. */
export const specialistFields = [
  defineField({
    name: 'languages',
    title: 'Languages spoken',
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
    options: { list: SPOKEN_LANGUAGE_OPTIONS, layout: 'grid' },
    description: 'Shown on the specialist card of their trips, in the visitor’s language.',
    validation: (rule) =>
      rule.unique().custom((value: unknown) => {
        const unknown = (Array.isArray(value) ? value : []).filter(
          (code) => !(SPOKEN_LANGUAGES as readonly unknown[]).includes(code),
        )
        return unknown.length === 0 ? true : `Choose from the list: ${unknown.join(', ')} is not one of its languages.`
      }),
  }),
  defineField({
    name: 'office',
    title: 'Office',
    type: 'string',
    options: { list: [...OFFICE_REGIONS], layout: 'radio', direction: 'horizontal' },
    description:
      'The office they work from, by region: its name comes from Site settings › Offices. An enquiry through ' +
      'their card names it, so it reaches that office.',
  }),
  defineField({
    name: 'whatsapp',
    title: 'WhatsApp number',
    type: 'string',
    description: 'International format with the country code, e.g. +254 700 000 111.',
    validation: (rule) =>
      rule.regex(PHONE_PATTERN, { name: 'phone number' }).error('Use digits and spaces, optionally starting with +.'),
  }),
  localeField('localeString', {
    name: 'tripsIDesign',
    title: 'Trips I design',
    description: 'One short line, e.g. “Golf safaris in Kenya and the Rift Valley”. Shown on About and on their card.',
  }),
]
