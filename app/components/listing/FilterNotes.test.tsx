// The notes above a filtered listing: how many match, what the URL held that could not be used, and the nearest
// departures when the travel dates hold none.
import { describe, expect, it } from 'vitest'
import { EMPTY_FILTER } from '~/logic/trip-filters'
import { elements, links, textOf } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { IgnoredNote, NearestDates, ResultCount } from './FilterNotes'

const toMonth = (month: string) => `/itineraries?travel-month=${month}`

describe('the result count', () => {
  it('counts results in words a visitor reads, politely announced', async () => {
    for (const [count, words] of [
      [0, '0 results'],
      [1, '1 result'],
      [7, '7 results'],
    ] as const) {
      const [status] = elements(await renderPage(<ResultCount count={count} clearHref={null} />), 'p')
      expect(status?.text).toBe(words)
      expect(status?.attributes.role).toBe('status')
    }
  })

  it('offers "Clear all" only when something narrows the list', async () => {
    expect(links(await renderPage(<ResultCount count={3} clearHref="/hotels" />))).toEqual(['Clear all → /hotels'])
    expect(links(await renderPage(<ResultCount count={28} clearHref={null} />))).toEqual([])
  })

  it('says something else in the count’s place when asked to', async () => {
    const html = await renderPage(
      <ResultCount count={0} clearHref={null}>
        Type a word to search
      </ResultCount>,
    )
    expect(elements(html, 'p')[0]?.text).toBe('Type a word to search')
  })
})

describe('the note of what was left out', () => {
  it('lists each value it could not use', async () => {
    const html = await renderPage(<IgnoredNote lines={['country “mars” (not a country we offer)', 'and 2 more']} />)
    expect(elements(html, 'p')[0]?.text).toBe('We could not use part of this address, so these were left out:')
    expect(elements(html, 'li').map((li) => li.text)).toEqual(['country “mars” (not a country we offer)', 'and 2 more'])
  })

  it('is not there when everything was used', async () => {
    expect(await renderPage(<IgnoredNote lines={[]} />)).toBe('')
  })
})

describe('the nearest departures', () => {
  const august = { ...EMPTY_FILTER.dates, month: '2028-08' }

  it('says the dates hold no trip and links the months of the departures before and after them', async () => {
    const window = { month: null, from: '2027-03-08', to: '2027-03-18' }
    const html = await renderPage(
      <NearestDates dates={window} nearest={{ before: '2027-03-07', after: '2027-03-19' }} hrefFor={toMonth} />,
    )
    expect(elements(html, 'p').map((p) => p.text)).toEqual([
      'No trip that matches these filters departs between 8 March 2027 and 18 March 2027.',
      'The nearest departures:',
    ])
    expect(elements(html, 'li').map((li) => li.text)).toEqual([
      '7 March 2027: see the trips departing in March 2027',
      '19 March 2027: see the trips departing in March 2027',
    ])
    expect(links(html)).toEqual([
      'see the trips departing in March 2027 → /itineraries?travel-month=2027-03',
      'see the trips departing in March 2027 → /itineraries?travel-month=2027-03',
    ])
    expect(elements(html, 'time').map((time) => time.attributes.datetime)).toEqual(['2027-03-07', '2027-03-19'])
  })

  it('offers the one there is', async () => {
    const html = await renderPage(
      <NearestDates dates={august} nearest={{ before: '2028-05-21', after: null }} hrefFor={toMonth} />,
    )
    expect(textOf(html)).toBe(
      'No trip that matches these filters departs in August 2028. The nearest departures: 21 May 2028: see the trips ' +
        'departing in May 2028',
    )
  })

  it('says none is on sale when there is neither', async () => {
    const html = await renderPage(
      <NearestDates
        dates={{ month: null, from: '2027-06-01', to: null }}
        nearest={{ before: null, after: null }}
        hrefFor={toMonth}
      />,
    )
    expect(textOf(html)).toBe(
      'No trip that matches these filters departs from 1 June 2027. None of them has a departure on sale yet: try ' +
        'fewer filters, or ask us to plan the trip.',
    )
    expect(links(html)).toEqual([])
  })
})
