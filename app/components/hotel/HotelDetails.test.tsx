// The hotel page as the server renders it from the seed's sample hotel: the slideshow's first picture, the
// booking box, the ratings computed from the seed's sample reviews (decision 043) and the map's link out.
import { describe, expect, it } from 'vitest'
import { HOTEL_SAMPLE_QUERY, TRIP_REVIEWS_QUERY } from '~/content/queries'
import type { HotelSample, TripReviews } from '~/content/types'
import { elements, links, textOf } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { TripReviewsSection } from '../reviews/TripReviewsSection'
import { HotelDetails } from './HotelDetails'
import { StaticMap } from './StaticMap'

const sampleHotel = async () => (await querySeed(HOTEL_SAMPLE_QUERY))!
const hotelReviews = async () =>
  (await querySeed(TRIP_REVIEWS_QUERY, {
    tripIds: ['item-the-residences-at-karen'],
    stars: 0,
    start: 0,
    end: 3,
  })) as TripReviews
const hotelPage = async (
  change: (hotel: HotelSample) => HotelSample = (hotel) => hotel,
  reviews: (all: TripReviews) => TripReviews = (all) => all,
) => renderPage(<HotelPage hotel={change(await sampleHotel())} reviews={reviews(await hotelReviews())} />)

/** The page as its route puts it together: the hotel, and its reviews section as its customer feedback. */
function HotelPage({ hotel, reviews }: { hotel: HotelSample; reviews: TripReviews }) {
  return (
    <HotelDetails
      hotel={hotel}
      reviews={reviews}
      reviewsSection={
        <TripReviewsSection
          id="customer-feedback"
          title="Customer Feedback"
          slug="the-residences-at-karen"
          reviews={reviews}
          latestMonth="2026-11"
        />
      }
    />
  )
}

describe('the hotel page', () => {
  it('opens its slideshow at the first of its six photos', async () => {
    const html = await hotelPage()
    const slideshow = elements(html, 'section').find((section) => section.attributes.class === 'slideshow')!
    expect(slideshow.attributes['aria-label']).toBe('Photos of The Residences At Karen')
    expect(elements(slideshow.html, 'p').map((p) => p.text)).toEqual(['1 / 6'])
    const [stage] = elements(slideshow.html, 'img')
    expect(stage?.attributes).toMatchObject({
      alt: 'The Residences At Karen seen across its gardens in late-afternoon light',
      loading: 'eager',
    })
    const thumbs = elements(slideshow.html, 'button').filter((button) =>
      button.attributes['aria-label']?.startsWith('Show photo'),
    )
    expect(thumbs).toHaveLength(6)
    expect(
      thumbs
        .filter((thumb) => thumb.attributes['aria-current'] === 'true')
        .map((thumb) => thumb.attributes['aria-label']),
    ).toEqual(['Show photo 1: The Residences At Karen seen across its gardens in late-afternoon light'])
  })

  it('books at its price per night, as the catalogue item, with its rating and a chat naming it', async () => {
    const html = await hotelPage()
    const booking = elements(html, 'aside')[0]!
    expect(elements(booking.html, 'p').map((p) => p.text)).toEqual(['USD 450 per night', '4.5 out of 5 · 10 reviews'])
    expect(elements(booking.html, 'button').map((button) => button.text)).toEqual(['Add to Tour Cart'])
    expect(links(booking.html)).toEqual([
      'View all reviews → #customer-feedback',
      'Chat → https://wa.me/254700000101?text=Hello+Savanna+Links%21+I%E2%80%99d+like+to+know+more+about+The+Residences+At+Karen.',
    ])
  })

  it('shows the spec’s customer ratings, a bar per star, from its ten published reviews', async () => {
    const html = await hotelPage()
    const feedback = elements(html, 'section').find((section) => section.attributes.id === 'customer-feedback')!
    expect(elements(feedback.html, 'p')[0]?.text).toBe('4.5 / 5')
    const bars = elements(feedback.html, 'span').filter((span) => span.attributes.class === 'feedback__bar')
    expect(bars.map((bar) => bar.attributes['aria-label'])).toEqual([
      '5 stars: 60%',
      '4 stars: 30%',
      '3 stars: 10%',
      '2 stars: 0%',
      '1 star: 0%',
    ])
    expect(bars.map((bar) => /width:([\d.]+)%/.exec(bar.html)?.[1])).toEqual(['60', '30', '10', '0', '0'])
  })

  it('quotes its newest reviews in the language each was written in, with the company’s reply', async () => {
    const html = await hotelPage()
    const titles = elements(html, 'h4')
    expect(titles.map((title) => title.text)).toEqual([
      'A butler who remembered everything',
      'ترحيب دافئ بعد رحلة طويلة',
      'Quiet and comfortable',
    ])
    expect(titles[1]?.attributes).toMatchObject({ lang: 'ar', dir: 'rtl' })
    expect(titles[0]?.attributes.lang).toBeUndefined()
    expect(elements(html, 'footer')[0]?.text).toMatch(
      /^Sarah, United States\s*Travelled February 2026\s*Trip verified$/,
    )
    expect(textOf(html)).toContain('Reply from Savanna Links')
    expect(links(html)).toContain('View all reviews → /reviews/the-residences-at-karen')
  })

  it('shows no stars and no figures without a published review, and still offers the form', async () => {
    const html = await hotelPage(undefined, (all) => ({
      ...all,
      average: null,
      count: 0,
      byStars: [0, 0, 0, 0, 0],
      reviews: [],
    }))
    const booking = elements(html, 'aside')[0]!
    expect(elements(booking.html, 'p').map((p) => p.text)).toEqual(['USD 450 per night'])
    expect(html).not.toContain('feedback__bar')
    expect(textOf(html)).toContain('No reviews yet.')
    expect(elements(html, 'form')[0]?.attributes).toMatchObject({
      method: 'post',
      action: '/reviews/the-residences-at-karen',
    })
  })

  it('lists its specifications under their three headings', async () => {
    const html = await hotelPage()
    expect(elements(html, 'h3').map((h3) => h3.text)).toEqual([
      'Key features',
      'Package details',
      'General specifications',
      'Latest reviews',
    ])
    expect(elements(html, 'dt')).toHaveLength(16)
  })

  it('links its map to OpenStreetMap at its coordinates', async () => {
    const html = await hotelPage()
    const map = elements(html, 'figure').find((figure) => figure.attributes.class === 'static-map')!
    expect(elements(map.html, 'svg')[0]?.attributes['aria-label']).toBe(
      'Map showing The Residences At Karen, Karen, Nairobi, Kenya',
    )
    expect(links(map.html)).toEqual([
      'Open the map in a new tab → https://www.openstreetmap.org/?mlat=-1.3197&mlon=36.7073#map=15/-1.3197/36.7073',
    ])
  })
})

describe('the hotel’s map', () => {
  it('has no link out for a pin an editor has not finished', async () => {
    const half = await renderPage(<StaticMap name="The Ark Hotel" address={null} location={{ lat: -0.36 }} />)
    expect(links(half)).toEqual([])
    expect(elements(half, 'svg')[0]?.attributes['aria-label']).toBe('Map showing The Ark Hotel')
    expect(
      textOf(await renderPage(<StaticMap name="The Ark Hotel" address="Aberdare National Park" location={null} />)),
    ).toBe('Aberdare National Park')
  })

  it('links a pin at 0° latitude too (the equator runs through Nanyuki)', async () => {
    expect(
      links(await renderPage(<StaticMap name="Equator" address={null} location={{ lat: 0, lng: 37.07 }} />)),
    ).toEqual(['Open the map in a new tab → https://www.openstreetmap.org/?mlat=0&mlon=37.07#map=15/0/37.07'])
  })
})
