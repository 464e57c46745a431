import { img, keyed, type SeedDocument, slug } from './helpers'
import { localeString, localeText } from './translations'

// The sample hotel shown on the hotel detail page.
export const documents: SeedDocument[] = [
  {
    _id: 'hotel-sample',
    _type: 'hotel',
    name: 'The Residences At Karen',
    slug: slug('the-residences-at-karen'),
    description: localeText(
      'Set in landscaped gardens in the leafy suburb of Karen, The Residences At Karen is a quiet retreat only minutes from some of Nairobi’s best golf and the Giraffe Centre. ' +
        'Spacious suites open onto private terraces with views towards the Ngong Hills, and every residence is looked after by its own butler. ' +
        'Days begin with breakfast on the terrace and end by the fire in the residents’ lounge, making it an ideal base for golf in Nairobi before or after your safari.',
    ),
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
        { label: localeString('Private butler'), value: localeString('Dedicated to each residence') },
        { label: localeString('Heated pool'), value: localeString('Outdoor, open 7:00 AM to 9:00 PM') },
        { label: localeString('Spa'), value: localeString('Treatment rooms and steam room') },
        { label: localeString('Golf'), value: localeString('Short drive to Karen’s golf clubs') },
        { label: localeString('Airport transfers'), value: localeString('Complimentary from JKIA and Wilson Airport') },
        { label: localeString('Wi-Fi'), value: localeString('High-speed, throughout the property') },
      ]),
      packageDetails: keyed('pd', 'specification', [
        { label: localeString('Check-in'), value: localeString('3:00 PM') },
        { label: localeString('Check-out'), value: localeString('12:00 PM') },
        { label: localeString('Meal plan'), value: localeString('Full board') },
        { label: localeString('Minimum stay'), value: localeString('2 nights') },
        { label: localeString('Children'), value: localeString('Welcome; under-5s stay free') },
      ]),
      generalSpecifications: keyed('gs', 'specification', [
        { label: localeString('Room size'), value: localeString('45 m²') },
        { label: localeString('Bed'), value: localeString('King or twin') },
        { label: localeString('Occupancy'), value: localeString('Up to 3 guests') },
        { label: localeString('View'), value: localeString('Garden or Ngong Hills') },
        { label: localeString('Bathroom'), value: localeString('Soaking tub and walk-in rain shower') },
      ]),
    },
  },
]
