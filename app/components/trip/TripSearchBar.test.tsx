// "Choose Your Trip" as the server sends it: a real form to the itineraries, with every dropdown closed and
// summarising nothing chosen, and travel dates that work without JavaScript.
import { describe, expect, it } from 'vitest'
import { HOME_PAGE_QUERY } from '~/content/queries'
import { SEED_TODAY } from '../../../tests/support/loader-test'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { TripSearchBar } from './TripSearchBar'

async function tripBar() {
  const { settings } = await querySeed(HOME_PAGE_QUERY, { today: SEED_TODAY })
  const options = {
    countries: settings?.tripSearch?.countries ?? [],
    activities: settings?.tripSearch?.activities ?? [],
    transferModes: settings?.tripSearch?.transferModes ?? [],
  }
  return renderPage(<TripSearchBar options={options} />, { url: '/' })
}

describe('the trip bar', () => {
  it('is a GET form to the itineraries with a "Find my trip" button', async () => {
    const html = await tripBar()
    expect(elements(html, 'form')[0]?.attributes).toMatchObject({ method: 'get', action: '/itineraries' })
    expect(
      elements(html, 'button')
        .filter((button) => button.attributes.type === 'submit')
        .map((button) => button.text),
    ).toEqual(['Find my trip'])
  })

  it('has six dropdowns, closed, each saying nothing is chosen yet', async () => {
    const html = await tripBar()
    const toggles = elements(html, 'button').filter((button) => button.attributes.class === 'trip-bar__toggle')
    expect(toggles.map((toggle) => `${toggle.text} (${toggle.attributes['aria-expanded']})`)).toEqual([
      'Select Countries (false)',
      'Select Dates (false)',
      'Select Guests (false)',
      'Select Activities (false)',
      'Select Rooms (false)',
      'Select Transfer Modes (false)',
    ])
    const panels = elements(html, 'div').filter((div) => div.attributes.class === 'trip-bar__panel')
    expect(panels.map((panel) => [panel.attributes.hidden, panel.text])).toEqual(
      Array.from({ length: 6 }, () => ['', '']),
    )
    // Each toggle names the panel it opens.
    expect(toggles.map((toggle) => toggle.attributes['aria-controls'])).toEqual(
      panels.map((panel) => panel.attributes.id),
    )
  })

  it('sends travel dates without JavaScript, and only then', async () => {
    const html = await tripBar()
    const [noscript] = elements(html, 'noscript')
    expect(
      elements(noscript!.html, 'input').map((input) => `${input.attributes.name}: ${input.attributes.type}`),
    ).toEqual(['travel-from: date', 'travel-to: date'])
    // Nothing else in the form has a name: a hydrated bar sends its choices itself.
    expect(elements(html, 'input').filter((input) => input.attributes.name).length).toBe(2)
  })
})
