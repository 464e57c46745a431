// The trip pages on the Arabic edition, over the seed's Gold Package (its content in Arabic, from the seed's sample
// translation): the interface in Arabic, English names marked as English, links and forms kept in the edition.
import { describe, expect, it, vi } from 'vitest'
import { resolveItinerary } from '~/content/loaders/resolve-itinerary.server'
import { routeMapFor } from '~/content/loaders/route-map.server'
import { SITE_SETTINGS_QUERY } from '~/content/queries'
import { ar } from '~/i18n/catalogues/ar'
import { type Departure, departuresOnPage, upcomingDepartures } from '~/logic/departures'
import { itineraryEntries } from '~/logic/itinerary-entries'
import { routeMapInWords } from '~/logic/route-stops'
import { SEED_TODAY, testOnSeedDay } from '../../../tests/support/loader-test'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { seedDoc, seedPlacesCount } from '../../../tests/support/seed-data'
import { DatesAndPrices } from './DatesAndPrices'
import { FullItinerary } from './FullItinerary'
import { ItineraryNotFound } from './ItineraryNotFound'
import { QuickView } from './QuickView'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

async function arabicQuickView() {
  const url = '/ar/itinerary/gold-package'
  const { pkg, departures, laterDepartures } = await resolveItinerary(
    new Request(`https://savanna.example${url}`),
    'gold-package',
  )
  const html = await renderPage(
    <QuickView
      pkg={pkg!}
      entries={itineraryEntries(pkg!, ar.itinerary)}
      selected={0}
      unknownDay={null}
      departures={departures}
      laterDepartures={laterDepartures}
    />,
    { url },
  )
  return { html, name: pkg!.name ?? '' }
}

const ARABIC = /[\u0600-\u06FF]/

describe('the quick view on the Arabic edition', () => {
  it('speaks Arabic, the trip’s own name included, which is not marked as English', async () => {
    const { html, name } = await arabicQuickView()
    expect(name).toMatch(ARABIC)
    expect(elements(html, 'h1')[0]?.text).toBe(name)
    expect(elements(html, 'h1')[0]?.attributes.lang).toBeUndefined()
    expect(html).toContain('<nav aria-label="أيام البرنامج"')
    expect(elements(html, 'a').map((a) => a.text)).toEqual(
      expect.arrayContaining(['البرنامج الكامل', 'استفسر عن هذه الرحلة', 'اليوم 1', 'يشمل', 'لا يشمل', 'التالي']),
    )
  })

  it('keeps its links in the Arabic edition, the enquiry in Arabic', async () => {
    const { html, name } = await arabicQuickView()
    const hrefs = elements(html, 'a').map((a) => a.attributes.href ?? '')
    expect(hrefs).toContain('/ar/listed-itinerary-details/gold-package')
    const enquiry = hrefs.find((href) => href.startsWith('/ar/contact?message='))!
    expect(new URL(enquiry, 'https://x').searchParams.get('message')).toMatch(`مرحبًا، أودّ الاستفسار عن ${name}.`)
    expect(hrefs.some((href) => href.startsWith('/contact'))).toBe(false)
  })
})

describe('dates and prices on the Arabic edition', () => {
  const gold = () =>
    departuresOnPage(
      upcomingDepartures(
        seedDoc('item-gold').departures as Departure[],
        11,
        SEED_TODAY,
        seedPlacesCount('item-gold', new Date(`${SEED_TODAY}T09:00:00Z`)),
      ),
      false,
    )

  it('heads its table in Arabic, writes Arabic dates with Western digits, and asks the Arabic page', async () => {
    const { shown, later } = gold()
    const html = await renderPage(
      <DatesAndPrices slug="gold-package" name="Gold Package" departures={shown} later={later} />,
      { url: '/ar/itinerary/gold-package' },
    )
    expect(elements(html, 'h2')[0]?.text).toBe('المواعيد والأسعار')
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/ar/contact')
    expect(elements(html, 'th').map((th) => th.text)).toEqual(
      expect.arrayContaining(['الانطلاق', 'العودة', 'السعر للشخص الواحد', 'التوفر']),
    )
    const firstDate = elements(html, 'time')[0]!
    expect(firstDate.attributes.datetime).toBe(shown[0]!.startDate)
    expect(firstDate.text).toMatch(/^\d{1,2} [\u0600-\u06FF]+ \d{4}$/)
    expect(html).toContain('<bdi lang="en" dir="auto">Gold Package</bdi>')
    expect(elements(html, 'button')[0]?.text).toBe('اطلب هذا الموعد')
    expect(elements(html, 'td').map((td) => td.text)).toContain('بقيت 8 أماكن')
    // At a phone's width each cell shows its column's heading before it: the markup's words, not the stylesheet's.
    const row = elements(html, 'td').slice(0, 4)
    expect(row.map((td) => td.attributes['data-label'])).toEqual([
      'العودة',
      'السعر للشخص الواحد',
      'رسوم الغرفة المفردة',
      'التوفر',
    ])
  })
})

describe('a sold-out departure on the Arabic edition', () => {
  it('offers its waiting list in Arabic, on the Arabic contact page', async () => {
    const count = seedPlacesCount('item-gold', new Date(`${SEED_TODAY}T09:00:00Z`))
    const all = upcomingDepartures(seedDoc('item-gold').departures as Departure[], 11, SEED_TODAY, count)
    const html = await renderPage(
      <DatesAndPrices slug="gold-package" name="Gold Package" departures={all} later={0} />,
      {
        url: '/ar/itinerary/gold-package',
      },
    )
    expect(elements(html, 'a').map((a) => `${a.text} → ${a.attributes.href}`)).toContain(
      'انضم إلى قائمة الانتظار → /ar/contact?trip=gold-package&departure=2027-08-07&source=waiting-list',
    )
    expect(elements(html, 'td').map((td) => td.text)).toContain('نفدت الأماكن')
  })
})

describe('a trip that does not exist, on the Arabic edition', () => {
  it('says so in Arabic and leads to the Arabic itineraries', async () => {
    const html = await renderPage(<ItineraryNotFound />, { url: '/ar/itinerary/nowhere' })
    expect(elements(html, 'h1')[0]?.text).toBe('لم نعثر على البرنامج!')
    expect(links(html)).toEqual(['تصفّح برامجنا → /ar/itineraries'])
  })
})

describe('the full itinerary on the Arabic edition', () => {
  it('heads it in Arabic with the Arabic name, counts its days in Arabic, and labels its route map', async () => {
    const url = 'https://savanna.example/ar/listed-itinerary-details/gold-package'
    const { pkg, departures, laterDepartures } = await resolveItinerary(new Request(url), 'gold-package')
    const html = await renderPage(
      <FullItinerary
        pkg={pkg!}
        tagline={null}
        settings={(await querySeed(SITE_SETTINGS_QUERY))!}
        url={url}
        routeMap={routeMapInWords(routeMapFor(pkg!.days ?? []), ar.itinerary)}
        departures={departures}
        laterDepartures={laterDepartures}
      />,
      { url: '/ar/listed-itinerary-details/gold-package' },
    )
    expect(pkg!.name).toMatch(ARABIC)
    expect(elements(html, 'h1')[0]?.text).toBe(`برنامج رحلة ${pkg!.name}`)
    expect(html).toContain('11 يومًا · ابتداءً من')
    expect(elements(html, 'h2').map((h2) => h2.text)).toEqual(
      expect.arrayContaining(['خريطة المسار', 'لمحة سريعة', 'يشمل', 'لا يشمل', 'تواصل معنا']),
    )
    const stops = elements(/<ol id="route-map-stops"[\s\S]*?<\/ol>/.exec(html)![0], 'li').map((li) => li.text)
    expect(stops.length).toBeGreaterThan(1)
    for (const stop of stops) expect(stop).toMatch(/^(اليوم|الأيام) \d/)
  })
})
