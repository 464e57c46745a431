// A category listing as a visitor gets it: the loader over the seed (real GROQ) and the page the server renders
// from its data, or the 404 page when the loader refuses.
import { describe, expect, it, vi } from 'vitest'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { loadCategoryListing } from '~/content/loaders/category-listing.server'
import type { Category } from '~/logic/categories'
import { testOnSeedDay } from '../../../tests/support/loader-test'
import { elements, elementWithText, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { CategoryListingPage } from './CategoryListingPage'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

const load = (url: string, category: Category) => () =>
  loadCategoryListing(new Request(`https://savanna.example${url}`), category)
const listingPage = (url: string, category: Category) =>
  renderPage(<CategoryListingPage />, { url, loader: load(url, category) })
const cards = (html: string) =>
  elements(html, 'h2')
    .filter((h2) => h2.attributes.class === 'product-card__title')
    .map((h2) => h2.text)
const count = (html: string) => elements(html, 'p').find((p) => p.attributes.class === 'listing__count')?.text

describe('a category listing page', () => {
  it('shows the category’s cards, their count and one page', async () => {
    const html = await listingPage('/golf-courses', 'Golf Courses')
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['Golf Courses'])
    expect(cards(html)).toEqual([
      'Karen Country and Golf Club',
      'Windsor Golf Hotel and Country Club',
      'Fairmont Mt Kenya Safari Club',
      'The Great Rift Valley Lodge and Golf Resort',
      'Vipingo Ridge PGA Baobab Golf Course',
      'Diamonds Leisure Beach and Golf Resort',
    ])
    expect(count(html)).toBe('6 results')
    expect(links(html)).not.toContain('Clear all → /golf-courses')
    expect(elements(html, 'span').find((span) => span.attributes.class === 'pager__status')?.text).toBe('Page 1 of 1')
  })

  it('shows the cards’ "from" prices in US dollars', async () => {
    const html = await listingPage('/itineraries?sort=price&price-max=1500', 'Itineraries')
    expect(cards(html)).toEqual(['Silver', 'Rwanda', 'Zanzibar', 'Gold'])
    expect(
      elements(html, 'p')
        .filter((p) => p.attributes.class === 'product-card__price')
        .map((p) => p.text),
    ).toEqual(['USD 800 per person', 'USD 1,300 per person', 'USD 1,500 per person', 'USD 1,500 per person'])
    expect(links(html)).toContain('Clear all → /itineraries')
  })

  it('names what it could not use from the address, and offers to clear it', async () => {
    const html = await listingPage('/hotels?activity=golf&country=mars', 'Hotels')
    expect(cards(html)).toHaveLength(3)
    expect(count(html)).toBe('3 results')
    expect(elements(html, 'li').map((li) => li.text)).toContain('country “mars” (not a country we offer)')
    expect(links(html)).toContain('Clear all → /hotels')
  })

  it('offers the nearest departures’ months when the travel dates hold none, keeping the other filters', async () => {
    const html = await listingPage('/itineraries?country=kenya&travel-month=2028-08', 'Itineraries')
    expect(cards(html)).toEqual([])
    expect(count(html)).toBe('0 results')
    expect(elementWithText(html, 'p', 'No trip that matches these filters departs in August 2028.')).toBeDefined()
    expect(links(html)).toContain(
      'see the trips departing in May 2028 → /itineraries?country=kenya&travel-month=2028-05',
    )
  })

  it('says plainly when the other filters leave nothing', async () => {
    const html = await listingPage('/itineraries?duration-min=12', 'Itineraries')
    expect(
      elementWithText(html, 'p', 'No itineraries match these filters. Try fewer, or clear them all.'),
    ).toBeDefined()
  })

  it('offers to send the trip bar’s request, and keeps it through the filters', async () => {
    const html = await listingPage(
      `/itineraries?enquiry=${encodeURIComponent('Two golfers in March')}&travel-month=2028-08`,
      'Itineraries',
    )
    expect(links(html)).toContain(
      `Ask us to plan this trip → /contact?message=${encodeURIComponent('Two golfers in March')}&source=trip-bar`,
    )
    expect(elements(html, 'input').find((input) => input.attributes.name === 'enquiry')?.attributes.value).toBe(
      'Two golfers in March',
    )
    expect(links(html)).toContain(
      'see the trips departing in May 2028 → /itineraries?travel-month=2028-05&enquiry=Two+golfers+in+March',
    )
  })

  it('is the 404 page, with the loader’s reason and a way back, for a page that does not exist', async () => {
    const html = await renderPage(<GeneralErrorBoundary />, {
      url: '/golf-courses?page=999&country=kenya',
      loader: load('/golf-courses?page=999&country=kenya', 'Golf Courses'),
    })
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['Page Not Found'])
    expect(
      elementWithText(html, 'p', 'There is no page 999: Golf Courses has 1 page with these filters.'),
    ).toBeDefined()
    expect(links(html)).toEqual(['Go to page 1 of Golf Courses → /golf-courses?country=kenya'])
  })
})
