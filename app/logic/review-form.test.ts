// The review form's checks (decision 043): what a traveller is told, in the page's language, and what is kept.
import { describe, expect, it } from 'vitest'
import { catalogueFor } from '~/i18n/catalogue'
import { cleanedReview, reviewFieldProblems, reviewLanguage, reviewValues } from './review-form'

const en = catalogueFor('en').reviews
const ar = catalogueFor('ar').reviews
const good = {
  firstName: 'Ruth',
  country: 'Kenya',
  travelledIn: '2026-10',
  rating: '5',
  title: 'A week to remember',
  text: 'Every round and every game drive was arranged to the minute. We will be back.',
}

describe('the review form’s checks', () => {
  it('take a complete review, of any month up to this one', () => {
    expect(reviewFieldProblems(good, en, '2026-11')).toEqual({})
    expect(reviewFieldProblems({ ...good, travelledIn: '2026-11' }, en, '2026-11')).toEqual({})
  })

  it('name each field left blank, in the page’s language', () => {
    const blank = { firstName: ' ', country: '', travelledIn: '', rating: '', title: '', text: '' }
    expect(reviewFieldProblems(blank, en, '2026-11')).toEqual({
      firstName: 'Please enter your first name.',
      country: 'Please enter your country.',
      travelledIn: 'Please enter the month you travelled.',
      rating: 'Please choose a rating from 1 to 5 stars.',
      title: 'Please give your review a title.',
      text: 'Please write your review.',
    })
    expect(reviewFieldProblems({ ...good, rating: '' }, ar, '2026-11').rating).toBe(ar.required.rating)
  })

  it('refuse a rating outside 1 to 5, a month not written as one, a month still to come, and a text too short', () => {
    expect(reviewFieldProblems({ ...good, rating: '6' }, en, '2026-11')).toHaveProperty('rating')
    expect(reviewFieldProblems({ ...good, rating: '4.5' }, en, '2026-11')).toHaveProperty('rating')
    expect(reviewFieldProblems({ ...good, travelledIn: 'March 2026' }, en, '2026-11').travelledIn).toBe(en.monthFormat)
    expect(reviewFieldProblems({ ...good, travelledIn: '2026-13' }, en, '2026-11').travelledIn).toBe(en.monthFormat)
    expect(reviewFieldProblems({ ...good, travelledIn: '2026-12' }, en, '2026-11').travelledIn).toBe(en.monthRange)
    expect(reviewFieldProblems({ ...good, text: 'Lovely.' }, en, '2026-11').text).toBe(en.textTooShort(20))
  })

  it('refuse a text longer than its limit, saying the limit', () => {
    expect(reviewFieldProblems({ ...good, title: 'x'.repeat(121) }, en, '2026-11').title).toBe(
      'Please shorten a title to 120 characters.',
    )
  })

  it('refuse a control character in any field before anything else, naming the field, in the page’s language', () => {
    const typed = { ...good, firstName: 'Ruth\u0001', text: '\u0001'.repeat(12_300), rating: '5\u0000' }
    expect(reviewFieldProblems(typed, en, '2026-11')).toEqual({
      firstName:
        'Please type your first name again: it holds an invisible control character, which copying and ' +
        'pasting can bring in.',
      rating: en.controlCharacters(en.fieldNames.rating),
      text: en.controlCharacters(en.fieldNames.text),
    })
    expect(reviewFieldProblems({ ...good, country: 'Ke\u0085nya' }, ar, '2026-11')).toEqual({
      country: 'يُرجى كتابة بلدك من جديد: فيه حرف تحكّم غير مرئي، وقد يأتي مع النسخ واللصق.',
    })
  })

  it('take line breaks and tabs in the text only', () => {
    const text = 'Every round was arranged.\r\n\r\nWe will be back:\tsoon.'
    expect(reviewFieldProblems({ ...good, text }, en, '2026-11')).toEqual({})
    expect(reviewFieldProblems({ ...good, title: 'A week\nto remember' }, en, '2026-11')).toEqual({
      title: en.controlCharacters(en.fieldNames.title),
    })
  })

  it('leave the bidi formatting out of single lines: a name of overrides alone is no name', () => {
    const spoof = { ...good, firstName: '\u202eSARAH evil', country: '\u2067Kenya\u2069' }
    expect(reviewFieldProblems(spoof, en, '2026-11')).toEqual({})
    expect(cleanedReview(spoof)).toEqual({ ...good, firstName: 'SARAH evil', country: 'Kenya' })
    expect(reviewFieldProblems({ ...good, firstName: '\u202e\u202c' }, en, '2026-11')).toEqual({
      firstName: en.required.firstName,
    })
  })

  it('read the six fields as typed, absent ones empty, and nothing else', () => {
    const form = new URLSearchParams({ ...good, rating: '4', admin: 'yes' })
    form.delete('country')
    expect(reviewValues(form)).toEqual({ ...good, rating: '4', country: '' })
  })

  it('tell the language a review is written in from its letters, not the edition it came from', () => {
    expect(reviewLanguage(good)).toBe('en')
    expect(reviewLanguage({ title: 'رحلة رائعة', text: 'كل شيء كان منظمًا بدقة في Nairobi.' })).toBe('ar')
  })
})
