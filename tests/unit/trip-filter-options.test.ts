// The site cannot import the Studio (the site imports nothing from it), so its filter choices are its own copy of
// the schema's lists: this keeps the two the same, or a new country in the Studio would never be filterable.
import { describe, expect, it } from 'vitest'
import { ACTIVITY_OPTIONS as SITE_ACTIVITIES, COUNTRY_OPTIONS as SITE_COUNTRIES } from '~/logic/trip-filters'
import { ACTIVITY_OPTIONS, COUNTRY_OPTIONS } from '../../studio/schemaTypes/shared'

describe('the trip filters’ choices', () => {
  it('are the schema’s countries and activities, with the same names and in the same order', () => {
    expect(SITE_COUNTRIES.map(({ value, label }) => ({ value, title: label }))).toEqual(COUNTRY_OPTIONS)
    expect(SITE_ACTIVITIES.map(({ value, label }) => ({ value, title: label }))).toEqual(ACTIVITY_OPTIONS)
  })
})
