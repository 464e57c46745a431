import { defineField, defineType } from 'sanity'

/** One rate field: units of a currency per US dollar, required and above zero. */
const rateField = (name: string, code: string, units: string, example: string) =>
  defineField({
    name,
    title: `${code} per 1 USD`,
    type: 'number',
    description: `How many ${units} one US dollar buys, e.g. ${example}.`,
    validation: (rule) => rule.required().positive().error(`Give the ${code} rate: a number above zero.`),
  })

/**
 * The exchange rates the site converts USD prices with, for display only (docs/decisions/036-currency.md): the
 * price of record stays in USD. A singleton: one document, `_id` "currencyRates".
 */
export const currencyRates = defineType({
  name: 'currencyRates',
  title: 'Currency rates',
  type: 'document',
  fields: [
    defineField({
      name: 'asOf',
      title: 'Rates as of',
      type: 'date',
      description: 'The day these rates were taken. Past 30 days the site shows this date beside converted prices.',
      options: { dateFormat: 'D MMMM YYYY' },
      validation: (rule) => rule.required().error('Give the day the rates were taken.'),
    }),
    rateField('kes', 'KES', 'Kenyan shillings', '129.2'),
    rateField('aed', 'AED', 'UAE dirhams', '3.6725'),
    rateField('eur', 'EUR', 'euros', '0.93'),
    rateField('gbp', 'GBP', 'pounds sterling', '0.79'),
  ],
  preview: {
    select: { asOf: 'asOf' },
    prepare: ({ asOf }: { asOf?: string }) => ({
      title: 'Currency rates',
      subtitle: asOf ? `As of ${asOf}` : 'No date set',
    }),
  },
})
