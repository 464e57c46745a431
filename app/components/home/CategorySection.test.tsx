// The home page's category sections and the links that jump to them, from the seed's home layout (HOME_PAGE_QUERY).
import { describe, expect, it } from 'vitest'
import { HOME_PAGE_QUERY } from '~/content/queries'
import { SEED_TODAY } from '../../../tests/support/loader-test'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { CategoryQuickLinks } from './CategoryQuickLinks'
import { CategorySection } from './CategorySection'

async function readSections() {
  const home = await querySeed(HOME_PAGE_QUERY, { today: SEED_TODAY })
  return (home.layout?.sections ?? []).flatMap((section) => (section._type === 'categorySection' ? [section] : []))
}
/** The seed's category sections, read once (the home query is the slowest of the site's). */
let seeded: ReturnType<typeof readSections> | undefined
const categorySections = () => (seeded ??= readSections())
type Section = Awaited<ReturnType<typeof categorySections>>[number]
const sectionOf = (section: Section, change: Partial<Section> = {}) => {
  const { heading, category, items, limit } = { ...section, ...change }
  return renderPage(<CategorySection heading={heading} category={category} items={items} limit={limit} />)
}
const cardNames = (html: string) => elements(html, 'h3').map((h3) => h3.text)

describe('a home category section', () => {
  it('shows the first five of its category, in the editor’s order, and leads to the whole listing', async () => {
    const [itineraries] = await categorySections()
    const html = await sectionOf(itineraries!)
    expect(elements(html, 'h2').map((h2) => h2.text)).toEqual(['Itineraries'])
    expect(cardNames(html)).toEqual(['Dubai', 'Zanzibar', 'Rwanda', 'Gold', 'Silver'])
    expect(links(html)[0]).toBe('See All → /category/itineraries')
    expect(elements(html, 'section')[0]?.attributes.id).toBe('section-itineraries')
  })

  it('shows fewer when the editor asks for fewer, and never more than five', async () => {
    const [itineraries] = await categorySections()
    expect(cardNames(await sectionOf(itineraries!, { limit: 2 }))).toEqual(['Dubai', 'Zanzibar'])
    const seven = [
      ...itineraries!.items,
      ...itineraries!.items.slice(0, 2).map((item) => ({ ...item, _id: `${item._id}-again` })),
    ]
    expect(cardNames(await sectionOf(itineraries!, { items: seven, limit: 20 }))).toHaveLength(5)
  })

  // "See All" was built from the heading, so a heading an editor worded differently from the category led to a
  // listing that does not exist.
  it('leads "See All" to the category’s listing whatever the heading says', async () => {
    const sections = await categorySections()
    const hotels = sections.find((section) => section.category === 'Hotels')!
    expect(links(await sectionOf(hotels, { heading: 'Our hand-picked hotels' }))[0]).toBe('See All → /category/hotels')
  })
})

describe('the links to the home sections', () => {
  it('jump to each seeded section, in the page’s order', async () => {
    const sections = await categorySections()
    const html = await renderPage(<CategoryQuickLinks categories={sections.map((section) => section.category)} />)
    expect(links(html)).toEqual([
      'Itineraries → #section-itineraries',
      'Hotels → #section-hotels',
      'Circuits → #section-circuits',
      'Golf Courses → #section-golf-courses',
      'Excursions → #section-excursions',
    ])
    const ids = await Promise.all(
      sections.map(async (section) => elements(await sectionOf(section), 'section')[0]?.attributes.id),
    )
    expect(links(html).map((link) => link.split(' → #')[1])).toEqual(ids)
  })
})
