import { img, keyed, type SeedDocument, slug } from './helpers'

// The sample hotel shown on the hotel detail page.
export const documents: SeedDocument[] = [
  {
    _id: 'hotel-sample',
    _type: 'hotel',
    name: 'The Residences At Karen',
    slug: slug('the-residences-at-karen'),
    description:
      'Set in landscaped gardens in the leafy suburb of Karen, The Residences At Karen is a quiet retreat only minutes from some of Nairobi’s best golf and the Giraffe Centre. ' +
      'Spacious suites open onto private terraces with views towards the Ngong Hills, and every residence is looked after by its own butler. ' +
      'Days begin with breakfast on the terrace and end by the fire in the residents’ lounge, making it an ideal base for golf in Nairobi before or after your safari.',
    address: 'Karen, Nairobi, Kenya',
    location: { _type: 'geopoint', lat: -1.3197, lng: 36.7073 },
    pricePerNight: 450,
    images: keyed('image', 'image', [
      img('hotel-01.jpg', 'The Residences At Karen seen across its gardens in late-afternoon light'),
      img('hotel-02.jpg', 'A suite with a king-size bed and doors opening onto a private terrace'),
      img('hotel-03.jpg', 'The heated outdoor pool surrounded by loungers and lawn'),
      img('hotel-04.jpg', 'The residents’ lounge with a lit fireplace and leather armchairs'),
      img('hotel-05.jpg', 'A marble bathroom with a soaking tub and walk-in rain shower'),
      img('hotel-06.jpg', 'Breakfast served on a terrace overlooking the Ngong Hills'),
    ]),
    specifications: {
      keyFeatures: keyed('kf', 'specification', [
        { label: 'Private butler', value: 'Dedicated to each residence' },
        { label: 'Heated pool', value: 'Outdoor, open 7:00 AM to 9:00 PM' },
        { label: 'Spa', value: 'Treatment rooms and steam room' },
        { label: 'Golf', value: 'Short drive to Karen’s golf clubs' },
        { label: 'Airport transfers', value: 'Complimentary from JKIA and Wilson Airport' },
        { label: 'Wi-Fi', value: 'High-speed, throughout the property' },
      ]),
      packageDetails: keyed('pd', 'specification', [
        { label: 'Check-in', value: '3:00 PM' },
        { label: 'Check-out', value: '12:00 PM' },
        { label: 'Meal plan', value: 'Full board' },
        { label: 'Minimum stay', value: '2 nights' },
        { label: 'Children', value: 'Welcome; under-5s stay free' },
      ]),
      generalSpecifications: keyed('gs', 'specification', [
        { label: 'Room size', value: '45 m²' },
        { label: 'Bed', value: 'King or twin' },
        { label: 'Occupancy', value: 'Up to 3 guests' },
        { label: 'View', value: 'Garden or Ngong Hills' },
        { label: 'Bathroom', value: 'Soaking tub and walk-in rain shower' },
      ]),
    },
    customerFeedback: {
      overallRating: 4.5,
      reviewCount: 128,
      ratings: keyed('rating', 'starShare', [
        { star: 5, percentage: 75 },
        { star: 4, percentage: 20 },
        { star: 3, percentage: 5 },
      ]),
      reviews: keyed('review', 'review', [
        {
          author: 'Sarah M.',
          country: 'United States',
          rating: 5,
          text: 'Our butler remembered every detail, from how we take our coffee to our tee time the next morning. A peaceful, beautiful place to start our safari.',
        },
        {
          author: 'Khalid A.',
          country: 'United Arab Emirates',
          rating: 5,
          text: 'Spacious suite, excellent food and a warm welcome after a long flight. The gardens are wonderful in the early morning.',
        },
        {
          author: 'Thomas B.',
          country: 'Germany',
          rating: 4,
          text: 'Very comfortable and quiet, with attentive staff. Evening traffic into the city can be slow, so plan dinners in Karen.',
        },
      ]),
    },
  },
]
