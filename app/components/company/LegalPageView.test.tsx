// The Terms page as the server renders it from its loader over the seed: numbered sections, a contents list that
// links to each, and the date it was last updated.
import { describe, expect, it, vi } from 'vitest'
import { loadLegalPage } from '~/content/loaders/legal-page.server'
import type { LegalPage } from '~/content/types'
import { testOnSeedDay } from '../../../tests/support/loader-test'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { LegalPageView } from './LegalPageView'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

const terms = async () => (await loadLegalPage(new Request('https://savanna.example/Terms-&-Conditions'), 'terms')).page

describe('a legal page', () => {
  it('numbers its sections and lists them, each linked to its own anchor', async () => {
    const html = await renderPage(<LegalPageView page={await terms()} />)
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['Terms & Conditions'])
    const headings = elements(html, 'h2').map((h2) => h2.text)
    expect(headings[0]).toBe('Contents')
    expect(headings.slice(1, 4)).toEqual(['1. Definitions', '2. Booking and Payment', '3. AI-Curated Itineraries'])
    expect(headings.at(-1)).toBe('11. Amendments')
    const contents = links(html)
    expect(contents).toHaveLength(11)
    expect(contents.slice(0, 2)).toEqual(['Definitions → #definitions', 'Booking and Payment → #booking-and-payment'])
    // Every link lands on a section.
    const anchors = elements(html, 'section').map((section) => section.attributes.id)
    expect(contents.map((link) => link.split(' → #')[1])).toEqual(anchors)
  })

  it('says when it was last updated, as a date a visitor reads', async () => {
    const html = await renderPage(<LegalPageView page={await terms()} />)
    const [updated] = elements(html, 'p').filter((p) => p.attributes.class === 'legal-page__updated')
    expect(updated?.text).toBe('Last updated 15 January 2025')
    expect(elements(updated!.html, 'time')[0]?.attributes.datetime).toBe('2025-01-15')
  })

  it('renders each section’s body, its lists as lists', async () => {
    const html = await renderPage(<LegalPageView page={await terms()} />)
    const [definitions] = elements(html, 'section')
    expect(elements(definitions!.html, 'p')[0]?.text).toBe(
      'In these Terms & Conditions the following words have the meanings given below:',
    )
    expect(elements(definitions!.html, 'li')[0]?.text).toBe(
      '“Savanna Links”, “we”, “us” and “our” mean Savanna Links Golf & Safari, a tour operator registered in the ' +
        'Republic of Kenya, including its offices in Dubai and the United States.',
    )
  })

  it('shows a date it cannot read as written, and no date or contents when there are none', async () => {
    const page: LegalPage = {
      _id: 'legal-terms',
      title: 'Terms & Conditions',
      lastUpdated: 'early 2025',
      intro: null,
      sections: [],
    }
    const html = await renderPage(<LegalPageView page={page} />)
    expect(elements(html, 'p').find((p) => p.attributes.class === 'legal-page__updated')?.text).toBe(
      'Last updated early 2025',
    )
    expect(elements(html, 'li')).toEqual([])
    expect(elements(html, 'section')).toEqual([])
    const undated = await renderPage(<LegalPageView page={{ ...page, lastUpdated: '' }} />)
    expect(undated).not.toContain('Last updated')
  })
})
