// "Dates & prices" as the server sends it, over the Gold trip's seeded departures as of 24 November 2026.
import { describe, expect, it } from 'vitest'
import { type Departure, departuresOnPage, upcomingDepartures } from '~/logic/departures'
import { SEED_TODAY } from '../../../tests/support/loader-test'
import { elements, elementWithText, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { seedDoc, seedPlacesCount } from '../../../tests/support/seed-data'
import { DatesAndPrices } from './DatesAndPrices'

/** Gold's departures as its page gets them: upcoming, each 11 days long (the package's), the next eight or all. */
function goldDepartures(all = false) {
  const count = seedPlacesCount('item-gold', new Date(`${SEED_TODAY}T09:00:00Z`))
  return departuresOnPage(
    upcomingDepartures(seedDoc('item-gold').departures as Departure[], 11, SEED_TODAY, count),
    all,
  )
}

async function datesTable(all = false, url = '/itinerary/gold-package') {
  const { shown, later } = goldDepartures(all)
  return renderPage(<DatesAndPrices slug="gold-package" name="Gold Package" departures={shown} later={later} />, {
    url,
  })
}

/** The table's departures, each as its cells' text. */
const rows = (html: string) =>
  elements(html, 'tr')
    .filter((row) => row.attributes.class?.startsWith('departure '))
    .map((row) => [...elements(row.html, 'th'), ...elements(row.html, 'td')].map((cell) => cell.text))

/** The departures a visitor can request, by the date each button sends. */
const requestable = (html: string) =>
  elements(html, 'button')
    .filter((button) => button.attributes.name === 'departure')
    .map((button) => `${button.attributes.value}: ${button.attributes['aria-label']}`)

describe('the dates and prices of a trip', () => {
  it('lists the next eight departures with end, price, single supplement, availability, request button', async () => {
    const html = await datesTable()
    const table = rows(html)
    expect(table).toHaveLength(8)
    expect(table[0]).toEqual([
      '5 December 2026',
      '15 December 2026',
      'USD 1,500',
      'USD 450',
      '8 places left',
      'Request this departure',
    ])
    expect(table[1]).toEqual([
      '19 December 2026',
      '29 December 2026',
      'USD 1,880',
      'USD 450',
      '12 places left Festive season: Christmas dinner included',
      'Request this departure',
    ])
    expect(table[7]![0]).toBe('20 March 2027')
    expect(elements(html, 'caption').map((caption) => caption.text)).toEqual([
      'Upcoming departures of the Gold Package',
    ])
    expect(requestable(html)[0]).toBe('2026-12-05: Request this departure: 5 December 2026')
    expect(requestable(html)).toHaveLength(8)
  })

  it('asks for the travellers in a plain GET form to the contact page, naming the trip', async () => {
    const html = await datesTable()
    const [form] = elements(html, 'form')
    expect(form?.attributes).toMatchObject({ method: 'get', action: '/contact' })
    const fields = elements(form!.html, 'input').map(({ attributes: { name, type, value, min, max } }) => ({
      name,
      type,
      value,
      min,
      max,
    }))
    expect(fields).toEqual([
      { name: 'trip', type: 'hidden', value: 'gold-package', min: undefined, max: undefined },
      // The enquiry it becomes says where it came from (decision 062).
      { name: 'source', type: 'hidden', value: 'departure', min: undefined, max: undefined },
      { name: 'adults', type: 'number', value: '2', min: '1', max: '20' },
      { name: 'children', type: 'number', value: '0', min: '0', max: '20' },
    ])
    // The request buttons are the form's, so each sends the travellers with its date.
    expect(elements(form!.html, 'button').filter((button) => button.attributes.type === 'submit')).toHaveLength(8)
  })

  it('offers the later departures behind "Show all dates", keeping the page’s own query', async () => {
    const html = await datesTable(false, '/itinerary/gold-package?day=3')
    expect(links(html)).toContain('Show all 36 dates → /itinerary/gold-package?day=3&dates=all#dates-and-prices')
    expect(elements(html, 'p').find((p) => p.attributes.class === 'dates-prices__more')?.text).toBe(
      'Show all 36 dates (the next 8 are listed)',
    )
  })

  it('lists all after "Show all dates": sold-out ones have a waiting list, not a request; places left', async () => {
    const html = await datesTable(true, '/itinerary/gold-package?dates=all')
    const table = rows(html)
    expect(table).toHaveLength(36)
    expect(html).not.toContain('Show all')
    const soldOut = table.find((row) => row[0] === '7 August 2027')
    expect(soldOut).toEqual([
      '7 August 2027',
      '17 August 2027',
      'USD 1,880',
      'USD 450',
      'Sold out',
      'Join the waiting list',
    ])
    expect(table.filter((row) => row[4] === 'Sold out')).toHaveLength(1)
    expect(table.find((row) => row[0] === '21 August 2027')?.[4]).toBe('3 places left')
    expect(links(html)).toContain(
      'Join the waiting list → /contact?trip=gold-package&departure=2027-08-07&source=waiting-list',
    )
    expect(table.at(-1)).toEqual([
      '20 May 2028',
      '30 May 2028',
      'Price on request',
      '—',
      '12 places left',
      'Request this departure',
    ])
    expect(requestable(html)).toHaveLength(35)
    expect(requestable(html).some((request) => request.startsWith('2027-08-07'))).toBe(false)
    expect(requestable(html).at(-1)).toBe('2028-05-20: Request this departure: 20 May 2028')
  })

  it('shows the same departures month by month, a sold-out day as such', async () => {
    const html = await datesTable(true)
    const months = elements(html, 'h3').map((h3) => h3.text)
    expect(months).toHaveLength(18)
    expect(months.slice(0, 3)).toEqual(['December 2026', 'January 2027', 'February 2027'])
    expect(months.at(-1)).toBe('May 2028')
    const chips = elements(html, 'li')
      .filter((li) => li.attributes.class?.startsWith('departure-chip '))
      .map((li) => `${li.attributes.class!.replace('departure-chip departure-chip--', '')}: ${li.text}`)
    expect(chips).toHaveLength(36)
    expect(chips.slice(0, 2)).toEqual(['available: 5 USD 1,500', 'available: 19 USD 1,880'])
    expect(chips.filter((chip) => chip.startsWith('sold-out'))).toEqual(['sold-out: 7 Sold out'])
    expect(chips.filter((chip) => chip.startsWith('few-left'))).toEqual(['few-left: 21 USD 1,880'])
    expect(chips.at(-1)).toBe('available: 20 Price on request')
  })

  it('says prices are in US dollars and nothing about converted amounts on the server', async () => {
    const html = await datesTable()
    expect(
      elementWithText(html, 'p', 'Prices are per person sharing, in US dollars. Each trip starts on the date shown.'),
    ).toBeDefined()
    expect(html).not.toContain('price-converted')
  })

  it('invites an enquiry when no departure is set', async () => {
    const html = await renderPage(<DatesAndPrices slug="silver-2" name="Silver 2" departures={[]} later={0} />)
    expect(html).toContain('No departures are set for the coming months yet.')
    expect(links(html)).toEqual([
      'Ask us for dates → /contact?message=' +
        encodeURIComponent(
          'Hello, I would like to enquire about the Silver 2. Please send me availability and the next steps.',
        ) +
        '&trip=silver-2',
    ])
    expect(html).not.toContain('<table')
  })
})
