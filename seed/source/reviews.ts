// Sample traveller reviews (decision 043): fictional people, marked `sample: true`, for staff to delete before the
// site goes live. Every star on the site is computed from published reviews, so these are what the seed's stars
// show. The hotel's ten give the spec's overall 4.5 of 5 (six five-star, three four-star, one three-star: 60 %,
// 30 %, 10 %, the nearest split to the spec's 75/20/5 that averages 4.5); Gold has three (one of them on its
// day-by-day package), Dubai two (one written in Arabic), Zanzibar one; every other item has none, and shows no
// stars. Texts stay in the language they were written in: they are not translated.
import { ref, type SeedDocument } from './helpers'

interface SampleReview {
  trip: string
  firstName: string
  country: string
  travelledIn: string
  rating: 1 | 2 | 3 | 4 | 5
  title: string
  text: string
  language?: 'en' | 'ar'
  source?: 'website' | 'email' | 'imported'
  verified?: boolean
  reply?: string
}

const HOTEL = 'item-the-residences-at-karen'

const reviews: SampleReview[] = [
  {
    trip: HOTEL,
    firstName: 'Sarah',
    country: 'United States',
    travelledIn: '2026-02',
    rating: 5,
    title: 'A butler who remembered everything',
    text: 'Our butler remembered every detail, from how we take our coffee to our tee time the next morning. A peaceful, beautiful place to start our safari.',
    verified: true,
  },
  {
    trip: HOTEL,
    firstName: 'Khalid',
    country: 'United Arab Emirates',
    travelledIn: '2026-01',
    rating: 5,
    title: 'ترحيب دافئ بعد رحلة طويلة',
    text: 'جناح واسع وطعام ممتاز وترحيب دافئ بعد رحلة طويلة. الحدائق رائعة في الصباح الباكر.',
    language: 'ar',
    verified: true,
  },
  {
    trip: HOTEL,
    firstName: 'Thomas',
    country: 'Germany',
    travelledIn: '2025-12',
    rating: 4,
    title: 'Quiet and comfortable',
    text: 'Very comfortable and quiet, with attentive staff. Evening traffic into the city can be slow, so plan dinners in Karen.',
    reply:
      'Thank you, Thomas. We now suggest a table in Karen on the evening of arrival, so nobody spends it in traffic.',
  },
  {
    trip: HOTEL,
    firstName: 'Amelia',
    country: 'United Kingdom',
    travelledIn: '2025-11',
    rating: 5,
    title: 'Breakfast facing the Ngong Hills',
    text: 'Breakfast on the terrace with the Ngong Hills in the distance was the best start to every day. The suite was enormous.',
  },
  {
    trip: HOTEL,
    firstName: 'Rajesh',
    country: 'India',
    travelledIn: '2025-10',
    rating: 5,
    title: 'Perfect before the Mara',
    text: 'Two nights here before flying to the Mara. Calm, spotless and close to Wilson Airport for the early flight.',
    source: 'email',
  },
  {
    trip: HOTEL,
    firstName: 'Claire',
    country: 'France',
    travelledIn: '2025-09',
    rating: 4,
    title: 'Lovely pool, slow Wi-Fi one evening',
    text: 'The heated pool and the gardens are lovely. The Wi-Fi dropped for an evening, which the staff fixed the next morning.',
  },
  {
    trip: HOTEL,
    firstName: 'Daniel',
    country: 'Canada',
    travelledIn: '2025-08',
    rating: 5,
    title: 'Golf and giraffes',
    text: 'A round at Karen in the morning and the Giraffe Centre in the afternoon. The hotel arranged both without a fuss.',
  },
  {
    trip: HOTEL,
    firstName: 'Mei',
    country: 'Singapore',
    travelledIn: '2025-07',
    rating: 4,
    title: 'Good value for Nairobi',
    text: 'Comfortable rooms and a kind team. We would have liked a later check-out on our last day.',
  },
  {
    trip: HOTEL,
    firstName: 'Lars',
    country: 'Sweden',
    travelledIn: '2025-06',
    rating: 3,
    title: 'Fine, but the spa was closed',
    text: 'The room was good, but the spa was closed for repairs during our stay and nobody had told us before we booked.',
    reply:
      'We are sorry, Lars. We now tell every guest about any works before they book, and we have refunded the spa credit.',
  },
  {
    trip: HOTEL,
    firstName: 'Grace',
    country: 'Kenya',
    travelledIn: '2025-05',
    rating: 5,
    title: 'A weekend away at home',
    text: 'We live in Nairobi and came for a weekend. It felt like a holiday far from the city.',
  },
  {
    trip: 'item-gold',
    firstName: 'Michael',
    country: 'United States',
    travelledIn: '2026-03',
    rating: 5,
    title: 'The balloon flight alone was worth it',
    text: 'Every transfer ran to the minute, the courses were superb and the dawn balloon flight over the Mara is something we will never forget.',
    verified: true,
  },
  {
    trip: 'package-gold-package',
    firstName: 'Helen',
    country: 'Australia',
    travelledIn: '2025-11',
    rating: 5,
    title: 'Our host made the trip',
    text: 'Our host met us at every airstrip and knew every caddie by name. Golf beneath Mount Kenya was the highlight.',
  },
  {
    trip: 'item-gold',
    firstName: 'Omar',
    country: 'Qatar',
    travelledIn: '2025-09',
    rating: 4,
    title: 'Wonderful, if a little rushed',
    text: 'A wonderful trip. Two courses in one day was one too many for us; we would spread the golf out next time.',
    reply: 'Thank you, Omar. Any Gold journey can take a rest day between rounds: tell your specialist when you book.',
  },
  {
    trip: 'item-dubai',
    firstName: 'Fatima',
    country: 'United Arab Emirates',
    travelledIn: '2026-01',
    rating: 5,
    title: 'من دبي إلى ماساي مارا',
    text: 'بدأنا بالغولف في دبي وانتهينا بسفاري لا يُنسى في ماساي مارا. كل شيء كان منظمًا بدقة.',
    language: 'ar',
    verified: true,
  },
  {
    trip: 'item-dubai',
    firstName: 'James',
    country: 'United Kingdom',
    travelledIn: '2025-10',
    rating: 4,
    title: 'Two countries, one easy trip',
    text: 'Dubai and Kenya in one week sounded tiring, but the flights and transfers were so well arranged that it never was.',
  },
  {
    trip: 'item-zanzibar',
    firstName: 'Sofia',
    country: 'Italy',
    travelledIn: '2025-08',
    rating: 4,
    title: 'Stone Town and a sunset dhow',
    text: 'Golf in Nairobi, then the lanes of Stone Town and a dhow at sunset. The beach hotel could have been quieter.',
  },
]

// Deterministic creation times, newest first in the list above: "latest reviews" are ordered by them.
const createdAt = (travelledIn: string) => `${travelledIn}-28T09:00:00Z`

export const documents: SeedDocument[] = reviews.map((review, index) => ({
  _id: `review-sample-${String(index + 1).padStart(2, '0')}`,
  _type: 'review',
  _createdAt: createdAt(review.travelledIn),
  sample: true,
  trip: ref(review.trip),
  firstName: review.firstName,
  country: review.country,
  travelledIn: review.travelledIn,
  rating: review.rating,
  title: review.title,
  text: review.text,
  language: review.language ?? 'en',
  source: review.source ?? 'imported',
  verified: review.verified ?? false,
  ...(review.reply ? { reply: review.reply } : {}),
}))
