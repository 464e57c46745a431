// The filter form of a listing or of search as the server sends it: a plain GET form (all it is without
// JavaScript) offering what the page can filter by, showing the URL's filters.
import { describe, expect, it } from 'vitest'
import type { Category } from '~/logic/categories'
import { readTripFilters } from '~/logic/trip-filter-state'
import { SEED_TODAY } from '../../../tests/support/loader-test'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { TripFilters } from './TripFilters'

async function form(category: Category | null, search = '', hidden?: Record<string, string>) {
  const action = category === null ? '/search' : '/itineraries'
  const state = readTripFilters(new URLSearchParams(search), category, SEED_TODAY)
  return renderPage(<TripFilters state={state} action={action} hidden={hidden} />, { url: `${action}?${search}` })
}

const legends = (html: string) => elements(html, 'legend').map((legend) => legend.text)
const checked = (html: string) =>
  elements(html, 'input')
    .filter((input) => 'checked' in input.attributes)
    .map((input) => `${input.attributes.name}=${input.attributes.value}`)
const field = (html: string, name: string) =>
  elements(html, 'input').find((input) => input.attributes.name === name)?.attributes
const options = (html: string, name: string) => {
  const select = elements(html, 'select').find((element) => element.attributes.name === name)!
  return elements(select.html, 'option').map(
    (option) => `${option.attributes.value}${'selected' in option.attributes ? ' (chosen)' : ''}`,
  )
}

describe('the trip filters form', () => {
  it('is a GET form to the page itself, with an Apply button', async () => {
    const html = await form('Itineraries')
    expect(elements(html, 'form')[0]?.attributes).toMatchObject({
      method: 'get',
      action: '/itineraries',
      'aria-label': 'Filter and sort',
    })
    expect(elements(html, 'button').map((button) => `${button.attributes.type}: ${button.text}`)).toEqual([
      'submit: Apply',
    ])
  })

  it('offers every filter on itineraries and search, and only country and activity elsewhere', async () => {
    const everything = [
      'Country (any of)',
      'Activities (all of)',
      'Duration (days)',
      'Price per person (USD)',
      'Travel dates',
    ]
    expect(legends(await form('Itineraries'))).toEqual(everything)
    expect(legends(await form(null))).toEqual(everything)
    for (const category of ['Hotels', 'Golf Courses', 'Circuits', 'Excursions'] as const)
      expect(legends(await form(category))).toEqual(['Country (any of)', 'Activities (all of)'])
  })

  it('offers only the orders the page can sort by', async () => {
    expect(options(await form('Itineraries'), 'sort')).toEqual(['recommended (chosen)', 'price', 'duration', 'rating'])
    // Every item can be reviewed, so every listing sorts by rating.
    expect(options(await form('Hotels'), 'sort')).toEqual(['recommended (chosen)', 'rating'])
  })

  it('shows the URL’s filters, as they were understood', async () => {
    const html = await form(
      'Itineraries',
      'country=UAE&country=kenya&activity=golf&duration-max=4&duration-min=9&price-max=1500&sort=duration&country=mars',
    )
    // Countries in the list's order, however the URL wrote them; "mars" is not one.
    expect(checked(html)).toEqual(['country=kenya', 'country=uae', 'activity=golf'])
    // A range given backwards is read the right way round.
    expect([field(html, 'duration-min')?.value, field(html, 'duration-max')?.value]).toEqual(['4', '9'])
    expect([field(html, 'price-min')?.value, field(html, 'price-max')?.value]).toEqual(['', '1500'])
    expect(options(html, 'sort')).toContain('duration (chosen)')
    expect(field(html, 'duration-min')).toMatchObject({ type: 'number', min: '1', max: '60' })
  })

  it('lists eighteen travel months from this one, and a later month a link asked for', async () => {
    const months = options(await form('Itineraries'), 'travel-month')
    expect(months).toHaveLength(19)
    expect(months.slice(0, 3)).toEqual([' (chosen)', '2026-11', '2026-12'])
    expect(months.at(-1)).toBe('2028-04')
    const later = options(await form('Itineraries', 'travel-month=2029-02'), 'travel-month')
    expect(later.at(-1)).toBe('2029-02 (chosen)')
    expect(later).toHaveLength(20)
  })

  it('names the months as a visitor reads them, and keeps travel days from before today out of reach', async () => {
    const html = await form('Itineraries', 'travel-from=2027-03-08&travel-to=2027-03-18')
    expect(
      elements(html, 'option')
        .slice(1, 3)
        .map((option) => option.text),
    ).toEqual(['November 2026', 'December 2026'])
    expect(field(html, 'travel-from')).toMatchObject({ type: 'date', min: SEED_TODAY, value: '2027-03-08' })
    expect(field(html, 'travel-to')).toMatchObject({ type: 'date', min: SEED_TODAY, value: '2027-03-18' })
  })

  it('carries what the page must keep (the trip bar’s request) as hidden fields', async () => {
    const html = await form('Itineraries', '', { enquiry: 'Two golfers in March' })
    expect(field(html, 'enquiry')).toMatchObject({ type: 'hidden', value: 'Two golfers in March' })
  })
})
