import { defineArrayMember, defineField, defineType } from 'sanity'
import { translationStatusField } from './locale'
import { imageField } from './shared'

const stringList = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
  })

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'company', title: 'Company', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'media', title: 'Media' },
    { name: 'seo', title: 'SEO' },
    { name: 'search', title: 'Trip search' },
    { name: 'pageTexts', title: 'Page texts' },
  ],
  fields: [
    translationStatusField,
    defineField({
      name: 'companyName',
      title: 'Company name',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'tagline', title: 'Tagline', type: 'localeString', group: 'company' }),
    defineField({ name: 'companyBlurb', title: 'Company blurb', type: 'localeText', group: 'company' }),
    defineField({
      name: 'itineraryTagline',
      title: 'Full itinerary tagline',
      description: 'The line under the title of every full itinerary page.',
      type: 'localeString',
      group: 'pageTexts',
    }),
    defineField({
      name: 'contactIntro',
      title: 'Contact page introduction',
      description: 'The paragraph above the enquiry form.',
      type: 'localeText',
      group: 'pageTexts',
    }),
    defineField({
      name: 'subscribeBlurb',
      title: 'Newsletter invitation',
      description: "The line above the footer's Subscribe box.",
      type: 'localeString',
      group: 'pageTexts',
    }),
    defineField({
      name: 'bankDetails',
      title: 'Bank details',
      description:
        'How to pay a deposit by bank transfer, shown on proposals that have no payment link (decision 067).',
      type: 'localeText',
      group: 'company',
    }),
    defineField({ name: 'licenceNumber', title: 'Licence number', type: 'string', group: 'company' }),
    defineField({
      name: 'tourismBoard',
      title: 'Tourism board',
      type: 'object',
      group: 'company',
      fields: [
        defineField({ name: 'name', title: 'Name', type: 'string' }),
        defineField({
          name: 'url',
          title: 'URL',
          type: 'url',
          validation: (rule) => rule.uri({ scheme: ['http', 'https'] }),
        }),
        imageField('logo', 'Logo'),
      ],
    }),
    defineField({
      name: 'copyrightYear',
      title: 'Copyright year',
      type: 'number',
      group: 'company',
      validation: (rule) => rule.integer().min(2000).max(2100),
    }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'social',
      title: 'Social links',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'socialLink' })],
    }),
    defineField({
      name: 'offices',
      title: 'Offices',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'office' })],
    }),
    defineField({
      name: 'chat',
      title: 'Chat',
      type: 'object',
      group: 'contact',
      fields: [
        defineField({
          name: 'url',
          title: 'URL',
          type: 'url',
          description: 'Chat link, e.g. a WhatsApp click-to-chat address.',
          validation: (rule) => rule.uri({ scheme: ['http', 'https'] }),
        }),
        defineField({ name: 'prefilledText', title: 'Prefilled message', type: 'localeText' }),
      ],
    }),
    defineField({
      name: 'adVideo',
      title: 'Advert video',
      type: 'file',
      group: 'media',
      options: { accept: 'video/*' },
    }),
    imageField('adVideoPoster', 'Advert video poster', { group: 'media' }),
    imageField('letterhead', 'Letterhead', { group: 'media' }),
    imageField('ogImage', 'Social sharing image', {
      group: 'seo',
      description: 'Shown when a page is shared (Open Graph).',
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'object',
      group: 'seo',
      fields: [
        defineField({
          name: 'title',
          title: 'Title',
          type: 'localeString',
          description: 'Search engines cut titles after about 60–70 characters.',
        }),
        defineField({
          name: 'description',
          title: 'Description',
          type: 'localeText',
          description: 'Search engines cut descriptions after about 160 characters.',
        }),
      ],
    }),
    defineField({
      name: 'tripSearch',
      title: 'Trip search options',
      type: 'object',
      group: 'search',
      fields: [
        stringList('countries', 'Countries'),
        stringList('activities', 'Activities'),
        stringList('transferModes', 'Transfer modes'),
      ],
    }),
  ],
  preview: {
    select: { title: 'companyName' },
    prepare({ title }) {
      return { title: 'Site settings', subtitle: title }
    },
  },
})
