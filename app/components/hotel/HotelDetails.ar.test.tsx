// The hotel page, the cart's checkout dialog and a legal page on the Arabic edition: Arabic labels, English
// content marked as English, Arabic counts.
import { describe, expect, it, vi } from 'vitest'
import { CheckoutDialog } from '~/components/cart/CheckoutDialog'
import { LegalPageView } from '~/components/company/LegalPageView'
import { loadLegalPage } from '~/content/loaders/legal-page.server'
import { HOTEL_SAMPLE_QUERY, TRIP_REVIEWS_QUERY } from '~/content/queries'
import type { TripReviews } from '~/content/types'
import { cartEnquiryMessage } from '~/logic/cart-enquiry'
import { testOnSeedDay } from '../../../tests/support/loader-test'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { TripReviewsSection } from '../reviews/TripReviewsSection'
import { HotelDetails } from './HotelDetails'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

describe('the hotel page on the Arabic edition', () => {
  it('labels its sections in Arabic and marks the hotel’s English name', async () => {
    const hotel = (await querySeed(HOTEL_SAMPLE_QUERY))!
    const reviews = (await querySeed(TRIP_REVIEWS_QUERY, {
      tripIds: ['item-the-residences-at-karen'],
      stars: 0,
      start: 0,
      end: 3,
    })) as TripReviews
    const section = <TripReviewsSection slug="the-residences-at-karen" reviews={reviews} latestMonth="2026-11" />
    const html = await renderPage(<HotelDetails hotel={hotel} reviews={reviews} reviewsSection={section} />, {
      url: '/ar/LuxuryHotelDetails',
    })
    expect(elements(html, 'h1')[0]).toMatchObject({
      text: 'The Residences At Karen',
      attributes: { lang: 'en', dir: 'auto' },
    })
    expect(elements(html, 'h2').map((h2) => h2.text)).toEqual(
      expect.arrayContaining(['تفاصيل الفندق', 'المواصفات', 'الموقع']),
    )
    expect(html).toContain('aria-label="صور The Residences At Karen"')
    expect(elements(html, 'button').map((button) => button.text)).toContain('أضف إلى سلة الرحلات')
    // Its reviews: Arabic words and counts; an English review marked as English, the Arabic one not marked.
    expect(elements(html, 'p').map((p) => p.text)).toContain('من 10 مراجعات')
    const titles = elements(html, 'h4')
    expect(titles[0]).toMatchObject({
      text: 'A butler who remembered everything',
      attributes: { lang: 'en', dir: 'ltr' },
    })
    expect(titles[1]?.attributes.lang).toBeUndefined()
    expect(elements(html, 'summary').map((summary) => summary.text)).toContain('اكتب مراجعة')
  })
})

describe('the checkout on the Arabic edition', () => {
  it('thanks the traveller in Arabic, the English name isolated', async () => {
    const user = { uid: 'u1', email: 'amina@example.com', displayName: 'Amina Otieno' }
    const html = await renderPage(
      <CheckoutDialog open={false} onClose={() => {}} user={user} basket={[]} gift={false} />,
      { url: '/ar/checkout' },
    )
    expect(elements(html, 'h2')[0]?.text).toBe('تم الشراء')
    expect(html).toContain('شكرًا لك، <bdi lang="en" dir="auto">Amina Otieno</bdi>!')
    expect(elements(html, 'button').map((button) => button.text)).toEqual(['أرسلها كاستفسار', 'إغلاق'])
  })

  it('writes the cart’s enquiry in Arabic, counting the way Arabic counts', () => {
    const line = { id: 'a', title: 'Gold', image: null, price: 1500, rating: 5 }
    const message = cartEnquiryMessage([line, { ...line, id: 'b', price: null }, { ...line, id: 'c' }], true, 'ar')
    expect(message).toContain('1. Gold: USD 1,500 للشخص الواحد')
    expect(message).toContain('2. Gold: السعر عند الطلب')
    expect(message).toContain('المجموع الفرعي (3 عناصر): USD 3,000')
    expect(message).toContain('تتضمن هذه الباقة السياحية هدية.')
  })
})

describe('a legal page on the Arabic edition', () => {
  it('has Arabic contents, title and date, nothing marked as English', async () => {
    const page = (await loadLegalPage(new Request('https://savanna.example/ar/Terms-&-Conditions'), 'terms')).page
    const html = await renderPage(<LegalPageView page={page} />, { url: '/ar/Terms-&-Conditions' })
    expect(elements(html, 'h2')[0]?.text).toBe('المحتويات')
    expect(elements(html, 'p').find((p) => p.attributes.class === 'legal-page__updated')?.text).toMatch(
      /^آخر تحديث \d{1,2} [\u0600-\u06FF]+ \d{4}$/,
    )
    expect(elements(html, 'h1')[0]?.text).toMatch(/[\u0600-\u06FF]/)
    expect(html).not.toContain('lang="en"')
  })
})
