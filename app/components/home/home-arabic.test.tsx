// The home page's sections on an Arabic page (/ar): Arabic labels, English content marked as such, links kept in
// the Arabic edition.
import { describe, expect, it } from 'vitest'
import { HOME_PAGE_QUERY } from '~/content/queries'
import { SEED_TODAY } from '../../../tests/support/loader-test'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { TripSearchBar } from '../trip/TripSearchBar'
import { CategoryQuickLinks } from './CategoryQuickLinks'
import { CategorySection } from './CategorySection'

async function firstSection() {
  const home = await querySeed(HOME_PAGE_QUERY, { today: SEED_TODAY })
  const sections = (home.layout?.sections ?? []).flatMap((s) => (s._type === 'categorySection' ? [s] : []))
  return sections[0]!
}

describe('the home page in Arabic', () => {
  it('names the categories in Arabic and keeps their in-page anchors', async () => {
    const html = await renderPage(<CategoryQuickLinks categories={['Itineraries', 'Golf Courses']} />, { url: '/ar' })
    expect(elements(html, 'nav')[0]?.attributes['aria-label']).toBe('انتقل إلى فئة')
    expect(links(html)).toEqual(['برامج الرحلات → #section-itineraries', 'ملاعب الغولف → #section-golf-courses'])
  })

  it('leads "See All" to the Arabic listing and marks an English heading as English', async () => {
    const section = await firstSection()
    const html = await renderPage(
      <CategorySection heading="Itineraries" category={section.category} items={section.items} limit={2} />,
      { url: '/ar' },
    )
    const heading = elements(html, 'h2')[0]
    expect(heading?.text).toBe('Itineraries')
    expect(heading?.attributes.lang).toBe('en')
    expect(links(html)[0]).toBe('عرض الكل → /ar/category/itineraries')
    expect(html).toContain('aria-label="عرض كل Itineraries"')
  })

  it('offers the trip bar in Arabic, sending its form to the Arabic itineraries', async () => {
    const options = { countries: ['Kenya', 'Mars'], activities: ['Golf'], transferModes: ['Yacht'] }
    const html = await renderPage(<TripSearchBar options={options} />, { url: '/ar' })
    expect(elements(html, 'h2')[0]?.text).toBe('اختر رحلتك')
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/ar/itineraries')
    expect(elements(html, 'button').map((button) => button.text)).toEqual([
      'اختر الدول',
      'اختر التواريخ',
      'اختر الضيوف',
      'اختر الأنشطة',
      'اختر الغرف',
      'اختر وسائل التنقل',
      'اعثر على رحلتي',
    ])
  })
})
