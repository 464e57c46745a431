// The five itinerary packages (spec section 3, "Itinerary package") and one unpublished draft.
// Day images come from the shared scene pool (seed/images/scene-*.jpg).
import { type Geopoint, geopoint, img, keyed, type SeedDocument, slug } from './helpers'
import { specialistOf } from './team'
import { localeList, localeString, localeText } from './translations'

/** An image of a carousel as the days below list it: the file in seed/images/, then its alt text. */
type ImagePair = [file: string, alt: string]

/** Where a night is spent: the place as the day's timeline names it, and where it is. */
interface Night {
  name: string
  location: Geopoint
}

/** The pictures whose airplane flies towards the line's end: mirrored on Arabic pages (decision 054). */
const POINTING_FORWARD = new Set(['scene-flight-1.jpg', 'scene-flight-2.jpg'])

/** A carousel: [file, alt] pairs turned into images, each with a deterministic _key. */
function carousel(pairs: ImagePair[]) {
  return keyed(
    'img',
    'image',
    pairs.map(([file, alt]) => img(file, alt, { directional: POINTING_FORWARD.has(file) })),
  )
}

/** One itinerary day; `images2` is empty on the departure day. */
function day(title: string, timelineItems: string[], images1: ImagePair[], images2: ImagePair[]) {
  return {
    title: localeString(title),
    timelineItems: localeList(timelineItems),
    carouselImages1: carousel(images1),
    carouselImages2: carousel(images2),
  }
}

type Day = ReturnType<typeof day>

const included = [
  'All park fees',
  'All green fees',
  'Complimentary spa',
  'Complimentary beverages',
  'All meals',
  'All transfer fees',
  'All air charter fees',
]

const excluded = ['Personal insurance', 'Tips and gratuities', 'Non-complimentary drinks']

/**
 * Where the nights are spent, as the day timelines name them. Coordinates are of the place itself where the
 * text names a hotel, lodge or club, and of the town or area where it names only a camp or "your hotel".
 */
const place = (name: string, lat: number, lng: number): Night => ({ name, location: geopoint(lat, lng) })
const nights = {
  karen: place('The Residences at Karen, Nairobi', -1.3197, 36.7073),
  serena: place('Nairobi Serena Hotel, Nairobi', -1.2893, 36.816),
  windsor: place('Windsor Golf Hotel and Country Club, Nairobi', -1.2136, 36.846),
  maraCamp: place('Luxury tented camp, Maasai Mara', -1.4061, 35.0086),
  riftLodge: place('Great Rift Valley Lodge, Lake Naivasha', -0.78, 36.37),
  fairmont: place('Fairmont Mt Kenya Safari Club, Nanyuki', 0.0097, 37.1136),
  vipingo: place('Vipingo Ridge, Kilifi coast', -3.7903, 39.8144),
  stoneTown: place('Stone Town, Zanzibar', -6.1622, 39.1921),
  nungwi: place('Nungwi, Zanzibar', -5.7264, 39.2983),
  kigali: place('Hotel in Kigali', -1.9441, 30.0619),
  musanze: place('Lodge at Musanze, Volcanoes National Park', -1.4998, 29.6344),
  dubai: place('Hotel in Dubai', 25.2048, 55.2708),
}

/**
 * One package. `nightsSpent` lists where each night is spent, day by day; the last day is the departure
 * and has none, so it is one shorter than `days`. `durationDays` is the number of days.
 */
function itineraryPackage({
  slugCurrent,
  name,
  summary,
  destination,
  countries,
  activities,
  durationDays,
  nightsSpent,
  days,
}: {
  slugCurrent: string
  name: string
  summary: string
  destination: string
  countries: string[]
  activities: string[]
  durationDays: number
  nightsSpent: Night[]
  days: Day[]
}) {
  if (nightsSpent.length !== days.length - 1) {
    throw new Error(`${slugCurrent}: ${days.length} days need ${days.length - 1} nights, got ${nightsSpent.length}`)
  }
  const withNights: Array<Day & { overnight?: Night }> = days.map((entry, index) =>
    index < nightsSpent.length ? { ...entry, overnight: structuredClone(nightsSpent[index]!) } : entry,
  )
  return {
    _id: `package-${slugCurrent}`,
    _type: 'itineraryPackage',
    name: localeString(name),
    slug: slug(slugCurrent),
    summary: localeText(summary),
    destination: localeString(destination),
    countries,
    activities,
    durationDays,
    days: keyed('day', 'itineraryDay', withNights),
    included: localeList(included),
    excluded: localeList(excluded),
    specialist: specialistOf(`package-${slugCurrent}`),
  }
}

const gold = itineraryPackage({
  slugCurrent: 'gold-package',
  name: 'Gold Package',
  destination: 'Kenya',
  countries: ['kenya'],
  activities: ['golf', 'safari', 'wellness'],
  durationDays: 11,
  nightsSpent: [
    nights.karen,
    nights.karen,
    nights.karen,
    nights.maraCamp,
    nights.maraCamp,
    nights.riftLodge,
    nights.riftLodge,
    nights.fairmont,
    nights.fairmont,
    nights.karen,
  ],
  summary:
    "Our most lavish Kenyan journey, from Nairobi's finest parkland courses to a dawn balloon flight over the Maasai Mara and golf in the shadow of Mount Kenya. You stay in private residences and celebrated lodges, travel by light aircraft and helicopter, and are accompanied by a dedicated host throughout.",
  days: [
    day(
      'Day 1: Arrival in Nairobi & Welcome Dinner',
      [
        'Private meet-and-greet at Jomo Kenyatta International Airport',
        'Chauffeured transfer to The Residences at Karen',
        '16:00 Welcome massage at the residence spa',
        '19:30 Welcome dinner with your host in the garden',
      ],
      [
        ['scene-flight-1.jpg', 'Aircraft on the apron at Nairobi as guests arrive for their golf safari'],
        ['scene-lodge-1.jpg', 'Veranda of the private residence in Karen that welcomes guests on arrival'],
      ],
      [
        ['scene-spa-1.jpg', 'Candlelit treatment room for the welcome massage at the Karen residence'],
        ['scene-dinner-1.jpg', 'Garden table laid for the welcome dinner on the first evening in Nairobi'],
      ],
    ),
    day(
      'Day 2: Karen Country Club & the Giraffe Centre',
      [
        '07:00 Breakfast at the residence',
        '08:30 Tee off at Karen Country Club – 18 holes',
        '13:30 Lunch on the clubhouse terrace',
        "15:30 Private visit to the Giraffe Centre to feed Rothschild's giraffes",
        '19:30 Dinner at the residence',
      ],
      [
        ['scene-golf-1.jpg', 'Tree-lined parkland fairway on the morning round at Karen Country Club'],
        ['scene-golf-2.jpg', 'Golfer putting out on an immaculate green in Nairobi'],
      ],
      [
        ['scene-forest-1.jpg', "Leafy forest surroundings of the Giraffe Centre in Nairobi's Lang'ata suburb"],
        ['scene-savanna-1.jpg', 'Giraffe browsing among acacia trees, as seen on the afternoon giraffe visit'],
      ],
    ),
    day(
      'Day 3: Muthaiga Golf Club & Nairobi National Park',
      [
        '06:00 Early game drive in Nairobi National Park',
        '09:30 Bush breakfast overlooking the plains',
        '11:30 Tee off at Muthaiga Golf Club – 18 holes',
        '17:00 Sundowners at the residence',
        '19:30 Private chef dinner',
      ],
      [
        ['scene-savanna-2.jpg', 'Early-morning game drive across the plains of Nairobi National Park'],
        ['scene-city-1.jpg', 'Nairobi skyline rising beyond the grasslands of the national park'],
      ],
      [
        ['scene-golf-3.jpg', 'Fairway framed by mature trees during the round at Muthaiga Golf Club'],
        ['scene-dinner-2.jpg', 'Private chef dinner served at the residence after a day of golf and game viewing'],
      ],
    ),
    day(
      'Day 4: Light-Aircraft Charter to the Maasai Mara',
      [
        '07:30 Breakfast at the residence',
        '09:00 Light-aircraft charter from Wilson Airport to the Maasai Mara',
        '11:00 Arrival at your luxury tented camp and lunch',
        '16:00 Afternoon game drive in the Maasai Mara',
        '18:30 Sundowners on the savanna',
      ],
      [
        ['scene-flight-2.jpg', 'Light aircraft on the airstrip for the charter flight to the Maasai Mara'],
        ['scene-lodge-2.jpg', 'Luxury tented camp overlooking the Maasai Mara'],
      ],
      [
        ['scene-savanna-3.jpg', 'Lions resting in the golden grass on the first afternoon game drive in the Mara'],
        ['scene-savanna-4.jpg', 'Sundowner drinks on the savanna as the sun sets over the Maasai Mara'],
      ],
    ),
    day(
      'Day 5: Dawn Balloon Safari & Maasai Mara Game Drives',
      [
        '05:30 Hot-air balloon flight over the Maasai Mara',
        '08:00 Champagne bush breakfast where the balloon lands',
        '11:00 Massage at the camp spa',
        '16:00 Afternoon game drive along the Mara River',
        '20:00 Dinner under the stars at camp',
      ],
      [
        ['scene-savanna-5.jpg', 'Hot-air balloon drifting over the Mara plains at sunrise'],
        ['scene-savanna-6.jpg', 'Wildebeest and zebra grazing near the Mara River, seen from above'],
      ],
      [
        ['scene-spa-1.jpg', 'Camp spa treatment room for a midday massage between game drives'],
        ['scene-dinner-1.jpg', 'Lantern-lit dinner table under the stars at the Mara camp'],
      ],
    ),
    day(
      'Day 6: Charter to Naivasha & the Great Rift Valley Lodge',
      [
        '07:00 Final morning game drive in the Mara',
        '10:30 Light-aircraft charter to Naivasha',
        '12:30 Lunch at the Great Rift Valley Lodge',
        '15:30 Nine holes on the Great Rift Valley course',
        '19:30 Dinner overlooking Lake Naivasha',
      ],
      [
        ['scene-flight-1.jpg', 'Charter flight lifting off from the Mara airstrip bound for Naivasha'],
        ['scene-mountain-1.jpg', 'The escarpment of the Great Rift Valley seen on approach to Naivasha'],
      ],
      [
        ['scene-golf-4.jpg', 'Afternoon round on the Great Rift Valley course high above the valley floor'],
        ['scene-lake-1.jpg', 'Lake Naivasha at dusk, seen from the lodge terrace'],
      ],
    ),
    day(
      'Day 7: Great Rift Valley Golf & Lake Naivasha Boat Safari',
      [
        '07:30 Breakfast at the lodge',
        '08:30 Tee off on the Great Rift Valley course – 18 holes',
        '13:30 Lakeside lunch',
        '15:30 Private boat safari on Lake Naivasha among hippo and fish eagles',
        '19:30 Dinner at the lodge',
      ],
      [
        ['scene-golf-5.jpg', 'Fairway with views across the Great Rift Valley on the morning round'],
        ['scene-golf-6.jpg', 'Golfer teeing off with Lake Naivasha far below'],
      ],
      [
        ['scene-lake-2.jpg', 'Private boat gliding past hippo on Lake Naivasha'],
        ['scene-lodge-1.jpg', 'The Great Rift Valley Lodge terrace in the evening light'],
      ],
    ),
    day(
      'Day 8: Hells Gate by Bicycle & Helicopter to Mount Kenya',
      [
        '07:00 Guided cycle among zebra and giraffe in Hells Gate National Park',
        '09:30 Walk through the Ol Njorowa gorge',
        '12:30 Lunch at the lodge',
        '14:30 Helicopter transfer over the Aberdares to Nanyuki',
        '16:30 Arrival at the Fairmont Mt Kenya Safari Club',
        '19:30 Dinner at the club',
      ],
      [
        ['scene-savanna-1.jpg', 'Zebra grazing beside the cycling trail in Hells Gate National Park'],
        ['scene-mountain-2.jpg', 'Red cliffs of the Ol Njorowa gorge in Hells Gate'],
      ],
      [
        ['scene-flight-2.jpg', 'Helicopter lifting off for the flight over the Aberdares to Nanyuki'],
        ['scene-forest-2.jpg', 'Forested slopes of the Aberdares seen from the helicopter'],
      ],
    ),
    day(
      'Day 9: Fairmont Mt Kenya Safari Club Golf & Solio Rhino Safari',
      [
        '07:00 Breakfast on the lawns facing Mount Kenya',
        '08:00 Tee off on the Mt Kenya Safari Club course',
        '12:30 Lunch at the club',
        '14:30 Private game drive in Solio Conservancy to track black and white rhino',
        '19:30 Fireside dinner at the club',
      ],
      [
        ['scene-golf-1.jpg', 'Manicured green at the Mt Kenya Safari Club with the mountain beyond'],
        ['scene-mountain-1.jpg', 'Mount Kenya rising above the club grounds in the morning light'],
      ],
      [
        ['scene-savanna-2.jpg', 'Rhino grazing on the open plains of Solio Conservancy'],
        ['scene-dinner-2.jpg', 'Fireside dinner at the Mt Kenya Safari Club after the rhino safari'],
      ],
    ),
    day(
      'Day 10: Windsor Golf & Farewell Networking Dinner in Nairobi',
      [
        '08:00 Charter flight from Nanyuki to Wilson Airport',
        '10:30 Tee off at Windsor Golf Hotel and Country Club – 18 holes',
        '15:30 Spa afternoon at the residence',
        '18:30 Cocktails with local golfers and the Nairobi business community',
        '20:00 Business networking dinner',
      ],
      [
        ['scene-golf-2.jpg', 'Undulating fairway at Windsor Golf Hotel and Country Club on the final round'],
        ['scene-forest-3.jpg', 'Karura Forest bordering the fairways at Windsor'],
      ],
      [
        ['scene-city-2.jpg', 'Nairobi at dusk as guests gather for networking cocktails'],
        ['scene-dinner-1.jpg', 'Business networking dinner with local golfers and Nairobi business leaders'],
      ],
    ),
    day(
      'Day 11: Farewell Breakfast & Departure',
      [
        '08:00 Farewell breakfast at the residence',
        '10:00 Time for last-minute shopping in Karen',
        '13:00 Private transfer to Jomo Kenyatta International Airport',
        'Assistance with check-in and departure',
      ],
      [
        ['scene-lodge-1.jpg', 'The residence in Karen on the final morning of the Gold journey'],
        ['scene-flight-1.jpg', 'Aircraft ready for departure from Nairobi at the end of the trip'],
      ],
      [],
    ),
  ],
})

const silver = itineraryPackage({
  slugCurrent: 'silver-package',
  name: 'Silver Package',
  destination: 'Kenya',
  countries: ['kenya'],
  activities: ['golf', 'safari', 'beach', 'culture', 'wellness'],
  durationDays: 11,
  nightsSpent: [
    nights.serena,
    nights.serena,
    nights.serena,
    nights.riftLodge,
    nights.riftLodge,
    nights.serena,
    nights.maraCamp,
    nights.maraCamp,
    nights.vipingo,
    nights.vipingo,
  ],
  summary:
    "A classic Kenyan golf safari that moves from Nairobi's championship courses to the lakes and gorges of the Great Rift Valley and the wildlife of the Maasai Mara. The journey ends with seaside golf at Vipingo Ridge on the Indian Ocean coast.",
  days: [
    day(
      'Day 1: Arrival in Nairobi & Welcome Dinner',
      [
        'Meet-and-greet at Jomo Kenyatta International Airport',
        'Transfer to the Nairobi Serena Hotel',
        '17:00 Relax by the pool or in the spa',
        '19:30 Welcome dinner and trip briefing',
      ],
      [
        ['scene-flight-2.jpg', 'Arrival at Nairobi for the start of the Silver golf safari'],
        ['scene-city-1.jpg', 'Central Nairobi near the Serena Hotel on the first afternoon'],
      ],
      [
        ['scene-spa-1.jpg', 'Spa at the Nairobi Serena Hotel for an arrival-day treatment'],
        ['scene-dinner-2.jpg', 'Welcome dinner table set at the hotel in Nairobi'],
      ],
    ),
    day(
      'Day 2: Windsor Golf Hotel and Country Club',
      [
        '07:00 Breakfast at the hotel',
        '08:30 Tee off at Windsor Golf Hotel and Country Club – 18 holes',
        '13:30 Lunch at the clubhouse',
        '15:30 Guided walk in Karura Forest',
        '19:30 Dinner at the hotel',
      ],
      [
        ['scene-golf-3.jpg', 'Morning round at Windsor Golf Hotel and Country Club'],
        ['scene-golf-4.jpg', 'Water hazard guarding a green at Windsor'],
      ],
      [
        ['scene-forest-1.jpg', 'Shaded trail through Karura Forest on the afternoon walk'],
        ['scene-forest-3.jpg', 'Waterfall and greenery in Karura Forest, Nairobi'],
      ],
    ),
    day(
      'Day 3: Karen Country Club & the National Museum',
      [
        '07:00 Breakfast at the hotel',
        '08:00 Tee off at Karen Country Club – 18 holes',
        '13:00 Lunch on the clubhouse terrace',
        '15:00 Guided visit to the National Museum of Kenya',
        '19:30 Dinner in Nairobi',
      ],
      [
        ['scene-golf-1.jpg', 'Parkland fairway lined with mature trees at Karen Country Club'],
        ['scene-golf-5.jpg', 'Golfer approaching the green on the par-72 Karen course'],
      ],
      [
        ['scene-city-3.jpg', 'Museum Hill in Nairobi, home of the National Museum of Kenya'],
        ['scene-dinner-1.jpg', 'Evening dinner in Nairobi after golf and the museum visit'],
      ],
    ),
    day(
      'Day 4: Into the Great Rift Valley',
      [
        '08:00 Breakfast and check-out',
        '09:00 Road transfer to Naivasha with a stop at the Rift Valley viewpoint',
        '12:30 Lunch at the Great Rift Valley Lodge',
        '15:00 Nine holes on the Great Rift Valley course',
        '19:30 Dinner at the lodge',
      ],
      [
        ['scene-mountain-2.jpg', 'View over the Great Rift Valley escarpment from the roadside viewpoint'],
        ['scene-lodge-2.jpg', 'The Great Rift Valley Lodge on the slopes above Lake Naivasha'],
      ],
      [
        ['scene-golf-6.jpg', 'Afternoon nine holes with views across the Rift Valley'],
        ['scene-lake-1.jpg', 'Lake Naivasha glimpsed beyond the fairways at sunset'],
      ],
    ),
    day(
      'Day 5: Hells Gate National Park & Lake Naivasha',
      [
        '07:00 Early breakfast at the lodge',
        '08:00 Cycling among zebra and giraffe in Hells Gate National Park',
        '10:30 Guided walk through the Ol Njorowa gorge',
        '13:00 Lakeside lunch',
        '15:30 Boat safari on Lake Naivasha to see hippo and fish eagles',
      ],
      [
        ['scene-savanna-3.jpg', 'Cyclists passing grazing zebra in Hells Gate National Park'],
        ['scene-mountain-1.jpg', 'Towering cliffs above the Ol Njorowa gorge'],
      ],
      [
        ['scene-lake-2.jpg', 'Boat safari among hippo on Lake Naivasha'],
        ['scene-savanna-4.jpg', 'Giraffe on the shores of Lake Naivasha in the late afternoon'],
      ],
    ),
    day(
      'Day 6: Great Rift Valley Golf & Return to Nairobi',
      [
        '07:00 Breakfast at the lodge',
        '08:00 Tee off on the Great Rift Valley course – 18 holes',
        '13:00 Lunch at the lodge',
        '14:30 Road transfer back to Nairobi',
        '19:30 Dinner at the hotel',
      ],
      [
        ['scene-golf-2.jpg', 'Morning round on the Great Rift Valley course'],
        ['scene-lake-1.jpg', 'Lake Naivasha seen from the elevated fairways'],
      ],
      [
        ['scene-city-2.jpg', 'Returning to Nairobi in the evening light'],
        ['scene-dinner-2.jpg', 'Dinner back at the hotel in Nairobi'],
      ],
    ),
    day(
      'Day 7: Light-Aircraft Charter to the Maasai Mara',
      [
        '07:30 Breakfast and transfer to Wilson Airport',
        '10:00 Light-aircraft charter to the Maasai Mara',
        '12:00 Arrival at camp and lunch',
        '16:00 Afternoon game drive',
        '19:30 Dinner at camp',
      ],
      [
        ['scene-flight-1.jpg', 'Light aircraft at Wilson Airport ready for the flight to the Mara'],
        ['scene-lodge-1.jpg', 'Tented camp in the Maasai Mara'],
      ],
      [
        ['scene-savanna-5.jpg', 'Elephants crossing the plains on the first game drive in the Mara'],
        ['scene-savanna-1.jpg', 'Acacia trees silhouetted against the Mara sky at dusk'],
      ],
    ),
    day(
      'Day 8: Full Day of Maasai Mara Game Drives',
      [
        '06:00 Early-morning game drive',
        '09:30 Bush breakfast on the plains',
        '12:30 Lunch and rest at camp',
        '16:00 Afternoon game drive in search of big cats',
        '18:30 Sundowners on the savanna',
      ],
      [
        ['scene-savanna-6.jpg', 'Lioness watching over the plains on the morning game drive'],
        ['scene-savanna-2.jpg', 'Bush breakfast set out under an acacia in the Maasai Mara'],
      ],
      [
        ['scene-savanna-3.jpg', 'Cheetah scanning the grasslands on the afternoon drive'],
        ['scene-savanna-4.jpg', 'Sundowners as the sun sets over the Maasai Mara'],
      ],
    ),
    day(
      'Day 9: Fly to the Coast & Vipingo Ridge',
      [
        '07:00 Final morning game drive',
        '10:00 Charter flight from the Mara airstrip to Wilson Airport',
        '13:30 Connecting flight to Mombasa',
        '16:00 Transfer north along the Kilifi coast to Vipingo Ridge',
        '19:30 Seafood dinner by the ocean',
      ],
      [
        ['scene-flight-2.jpg', 'Charter flight leaving the Mara airstrip'],
        ['scene-flight-1.jpg', 'Flight descending towards Mombasa and the Indian Ocean coast'],
      ],
      [
        ['scene-beach-1.jpg', 'Indian Ocean shoreline on the Kilifi coast near Vipingo Ridge'],
        ['scene-dinner-1.jpg', 'Seafood dinner by the ocean on the first evening at the coast'],
      ],
    ),
    day(
      'Day 10: Vipingo Ridge Golf & Networking Dinner',
      [
        '07:00 Breakfast with ocean views',
        '08:00 Tee off on the Baobab course at Vipingo Ridge – 18 holes',
        '13:00 Lunch at the clubhouse',
        '15:00 Complimentary spa treatment or time on the beach',
        '18:30 Cocktails with local golfers and the coastal business community',
        '20:00 Business networking dinner',
      ],
      [
        ['scene-golf-4.jpg', 'Baobab-lined fairway on the Baobab course at Vipingo Ridge'],
        ['scene-beach-2.jpg', 'White sand and turquoise water below Vipingo Ridge'],
      ],
      [
        ['scene-spa-1.jpg', 'Spa treatment after the round at Vipingo Ridge'],
        ['scene-dinner-2.jpg', 'Networking dinner with local golfers and coastal business leaders'],
      ],
    ),
    day(
      'Day 11: Departure from Mombasa',
      [
        '07:30 Farewell breakfast',
        '09:00 Morning swim or walk on the beach',
        '11:00 Transfer to Moi International Airport, Mombasa',
        'Assistance with check-in and departure',
      ],
      [
        ['scene-beach-3.jpg', 'Quiet morning on the beach before departure from the coast'],
        ['scene-flight-2.jpg', 'Aircraft ready for departure from Mombasa'],
      ],
      [],
    ),
  ],
})

const zanzibar = itineraryPackage({
  slugCurrent: 'zanzibar-package',
  name: 'Zanzibar Package',
  destination: 'Zanzibar & Kenya',
  countries: ['kenya', 'tanzania'],
  activities: ['golf', 'beach', 'culture', 'wellness'],
  durationDays: 5,
  nightsSpent: [nights.karen, nights.stoneTown, nights.nungwi, nights.nungwi],
  summary:
    "A short, sun-drenched escape that opens with a round at Karen Country Club in Nairobi before flying to the spice island of Zanzibar. Explore the lanes of Stone Town, tour a spice farm and unwind on Nungwi's white beaches with a dhow cruise at sunset.",
  days: [
    day(
      'Day 1: Arrival in Nairobi & Karen Country Club',
      [
        'Meet-and-greet at Jomo Kenyatta International Airport',
        '11:00 Check-in at The Residences at Karen',
        '14:00 Nine holes at Karen Country Club',
        '19:30 Welcome dinner in Karen',
      ],
      [
        ['scene-flight-1.jpg', 'Arrival in Nairobi at the start of the Zanzibar journey'],
        ['scene-lodge-2.jpg', 'Residence in leafy Karen, the first night of the trip'],
      ],
      [
        ['scene-golf-1.jpg', 'Afternoon nine holes on the parkland course at Karen Country Club'],
        ['scene-dinner-1.jpg', 'Welcome dinner in Karen on the first evening'],
      ],
    ),
    day(
      'Day 2: Flight to Zanzibar & Stone Town',
      [
        '07:30 Breakfast and transfer to the airport',
        '09:30 Flight from Nairobi to Zanzibar',
        '13:00 Lunch on a Stone Town rooftop',
        '15:00 Guided heritage walk through Stone Town',
        '19:00 Dinner at the Forodhani Gardens food market',
      ],
      [
        ['scene-flight-2.jpg', 'Flight over the Indian Ocean from Nairobi to Zanzibar'],
        ['scene-city-3.jpg', 'Carved doors and narrow lanes of Stone Town, Zanzibar'],
      ],
      [
        ['scene-city-2.jpg', 'Stone Town waterfront at dusk'],
        ['scene-dinner-2.jpg', 'Evening dining by the sea in Stone Town'],
      ],
    ),
    day(
      'Day 3: Spice Tour & Transfer to Nungwi',
      [
        '08:00 Breakfast in Stone Town',
        '09:00 Guided spice farm tour – cloves, nutmeg and cinnamon',
        '12:30 Swahili lunch at the farm',
        '14:30 Transfer to Nungwi on the northern tip of the island',
        '17:00 Sunset on the beach',
      ],
      [
        ['scene-forest-2.jpg', 'Shaded spice plantation on the Zanzibar spice tour'],
        ['scene-forest-3.jpg', 'Tropical greenery on the spice farm outside Stone Town'],
      ],
      [
        ['scene-beach-1.jpg', 'White sand and turquoise water at Nungwi beach'],
        ['scene-lodge-1.jpg', 'Beachfront villa at Nungwi on the northern tip of Zanzibar'],
      ],
    ),
    day(
      'Day 4: Nungwi Beach, Dhow Sunset Cruise & Networking Dinner',
      [
        '08:00 Breakfast on the terrace',
        '09:30 Snorkelling excursion on the reef',
        '13:00 Beach lunch and complimentary spa treatment',
        '17:00 Dhow sunset cruise',
        '19:30 Cocktails and networking dinner with local golfers and the business community',
      ],
      [
        ['scene-beach-2.jpg', 'Clear reef waters for a morning of snorkelling off Nungwi'],
        ['scene-spa-1.jpg', 'Beachside spa treatment in Nungwi'],
      ],
      [
        ['scene-beach-3.jpg', 'Traditional dhow under sail at sunset off Nungwi'],
        ['scene-dinner-1.jpg', 'Networking dinner by the ocean with local golfers and business guests'],
      ],
    ),
    day(
      'Day 5: Return to Nairobi & Departure',
      [
        '07:30 Farewell breakfast on the beach',
        '10:00 Transfer to Zanzibar airport',
        '12:30 Flight to Nairobi',
        'Connection to your onward international flight',
      ],
      [
        ['scene-beach-1.jpg', 'Last morning on the beach at Nungwi before departure'],
        ['scene-flight-1.jpg', 'Flight from Zanzibar back to Nairobi'],
      ],
      [],
    ),
  ],
})

const rwanda = itineraryPackage({
  slugCurrent: 'rwanda-package',
  name: 'Rwanda Package',
  destination: 'Rwanda & Kenya',
  countries: ['kenya', 'rwanda'],
  activities: ['golf', 'safari', 'culture', 'wellness'],
  durationDays: 6,
  nightsSpent: [nights.windsor, nights.kigali, nights.musanze, nights.musanze, nights.kigali],
  summary:
    'Golf in Nairobi and Kigali frames a once-in-a-lifetime encounter with mountain gorillas in Volcanoes National Park. The journey ends on the peaceful shores of Lake Kivu before a final evening with Kigali golfers and business leaders.',
  days: [
    day(
      'Day 1: Arrival in Nairobi & Windsor Golf',
      [
        'Meet-and-greet at Jomo Kenyatta International Airport',
        '11:00 Check-in at Windsor Golf Hotel and Country Club',
        '14:00 Nine holes on the Windsor course',
        '19:30 Welcome dinner at the hotel',
      ],
      [
        ['scene-flight-2.jpg', 'Arrival in Nairobi for the start of the Rwanda journey'],
        ['scene-lodge-1.jpg', 'Country-hotel surroundings at Windsor on the first afternoon'],
      ],
      [
        ['scene-golf-3.jpg', 'Afternoon nine holes at Windsor Golf Hotel and Country Club'],
        ['scene-dinner-2.jpg', 'Welcome dinner at Windsor on the first evening'],
      ],
    ),
    day(
      'Day 2: Flight to Kigali & City Tour',
      [
        '07:00 Breakfast and transfer to the airport',
        '09:00 Flight from Nairobi to Kigali',
        '12:30 Lunch in Kigali',
        '14:30 Visit to the Kigali Genocide Memorial',
        '16:30 Kigali city and arts tour',
        '19:30 Dinner in Kigali',
      ],
      [
        ['scene-flight-1.jpg', 'Flight from Nairobi to Kigali over the hills of Rwanda'],
        ['scene-city-1.jpg', 'Kigali spread across its green hills'],
      ],
      [
        ['scene-city-3.jpg', 'Clean, tree-lined streets on the Kigali city tour'],
        ['scene-dinner-1.jpg', 'Dinner in Kigali on the first evening in Rwanda'],
      ],
    ),
    day(
      'Day 3: Kigali Golf Club & Drive to Volcanoes National Park',
      [
        '07:00 Breakfast at the hotel',
        '08:00 Tee off at Kigali Golf Club – 18 holes',
        '13:00 Lunch at the clubhouse',
        '14:30 Scenic drive to Musanze at the foot of the Virunga volcanoes',
        '19:30 Dinner at the lodge',
      ],
      [
        ['scene-golf-5.jpg', 'Rolling fairway at Kigali Golf Club'],
        ['scene-golf-6.jpg', 'Green with views over the hills of Kigali'],
      ],
      [
        ['scene-mountain-2.jpg', 'Virunga volcanoes rising above the road to Musanze'],
        ['scene-lodge-2.jpg', 'Lodge at the edge of Volcanoes National Park'],
      ],
    ),
    day(
      'Day 4: Gorilla Trek in Volcanoes National Park',
      [
        '06:30 Early breakfast at the lodge',
        '07:00 Briefing at the park headquarters in Kinigi',
        '08:00 Guided trek to a habituated gorilla family',
        'One unforgettable hour with the mountain gorillas',
        '15:00 Complimentary massage at the lodge spa',
        '19:30 Fireside dinner',
      ],
      [
        ['scene-forest-1.jpg', 'Misty bamboo forest on the gorilla trek in Volcanoes National Park'],
        ['scene-forest-2.jpg', 'Dense forest where the gorilla family was found'],
      ],
      [
        ['scene-spa-1.jpg', 'Lodge spa for a restorative massage after the gorilla trek'],
        ['scene-dinner-2.jpg', 'Fireside dinner at the lodge after the trek'],
      ],
    ),
    day(
      'Day 5: Lake Kivu & Networking Dinner in Kigali',
      [
        '07:30 Breakfast and drive to Rubavu on Lake Kivu',
        '10:00 Boat trip on Lake Kivu',
        '12:30 Lakeside lunch',
        '14:00 Drive back to Kigali',
        '19:00 Cocktails and networking dinner with local golfers and the Kigali business community',
      ],
      [
        ['scene-lake-1.jpg', 'Calm waters of Lake Kivu on the morning boat trip'],
        ['scene-lake-2.jpg', 'Lakeside lunch on the shores of Lake Kivu'],
      ],
      [
        ['scene-city-2.jpg', 'Kigali at dusk as guests gather for networking cocktails'],
        ['scene-dinner-1.jpg', 'Networking dinner with Kigali golfers and business leaders'],
      ],
    ),
    day(
      'Day 6: Return via Nairobi & Departure',
      [
        '07:30 Farewell breakfast',
        '09:00 Transfer to Kigali International Airport',
        '11:00 Flight to Nairobi',
        'Connection to your onward international flight',
      ],
      [
        ['scene-city-1.jpg', 'Last look over the hills of Kigali before departure'],
        ['scene-flight-2.jpg', 'Flight from Kigali back to Nairobi'],
      ],
      [],
    ),
  ],
})

const dubai = itineraryPackage({
  slugCurrent: 'dubai-package',
  name: 'Dubai Package',
  destination: 'Dubai & Kenya',
  countries: ['kenya', 'uae'],
  activities: ['golf', 'safari', 'culture', 'wellness'],
  durationDays: 11,
  nightsSpent: [
    nights.dubai,
    nights.dubai,
    nights.dubai,
    nights.dubai,
    nights.karen,
    nights.karen,
    nights.maraCamp,
    nights.maraCamp,
    nights.riftLodge,
    nights.karen,
  ],
  summary:
    'Two worlds in one journey: championship golf and desert adventure in Dubai, followed by Nairobi fairways, the Maasai Mara and the Great Rift Valley. Our Dubai and Nairobi offices handle every flight, charter and transfer, so you move seamlessly from the Gulf to the savanna.',
  days: [
    day(
      'Day 1: Arrival in Dubai & Dinner at the Marina',
      [
        'Meet-and-greet at Dubai International Airport',
        'Private transfer to your hotel',
        '16:00 Afternoon at leisure by the pool',
        '19:30 Welcome dinner at Dubai Marina',
      ],
      [
        ['scene-flight-1.jpg', 'Arrival in Dubai at the start of the Dubai and Kenya journey'],
        ['scene-city-1.jpg', 'Dubai skyline in the afternoon sun'],
      ],
      [
        ['scene-city-2.jpg', 'Dubai Marina lit up in the evening'],
        ['scene-dinner-1.jpg', 'Welcome dinner overlooking Dubai Marina'],
      ],
    ),
    day(
      'Day 2: Emirates Golf Club',
      [
        '07:00 Breakfast at the hotel',
        '08:00 Tee off on the Majlis course at Emirates Golf Club – 18 holes',
        '13:00 Lunch at the clubhouse',
        '15:30 Complimentary spa afternoon',
        '19:30 Dinner in Downtown Dubai',
      ],
      [
        ['scene-golf-1.jpg', 'Palm-lined fairway on the Majlis course at Emirates Golf Club'],
        ['scene-golf-2.jpg', 'Green with the Dubai skyline beyond at Emirates Golf Club'],
      ],
      [
        ['scene-spa-1.jpg', 'Hotel spa in Dubai for an afternoon treatment after golf'],
        ['scene-city-3.jpg', 'Downtown Dubai at night'],
      ],
    ),
    day(
      'Day 3: Dubai Creek Golf & Old Dubai',
      [
        '07:30 Breakfast at the hotel',
        '08:30 Tee off at Dubai Creek Golf & Yacht Club – 18 holes',
        '14:00 Abra crossing of Dubai Creek',
        '15:00 Walk through Al Fahidi and the gold and spice souks',
        '19:30 Dinner cruise on Dubai Creek',
      ],
      [
        ['scene-golf-3.jpg', 'Fairway beside the water at Dubai Creek Golf & Yacht Club'],
        ['scene-lake-1.jpg', 'Traditional abra crossing Dubai Creek'],
      ],
      [
        ['scene-city-1.jpg', 'Historic wind-tower houses of Al Fahidi in old Dubai'],
        ['scene-dinner-2.jpg', 'Dinner cruise along Dubai Creek'],
      ],
    ),
    day(
      'Day 4: Desert Safari',
      [
        '09:00 Late breakfast at the hotel',
        '11:00 Morning at leisure',
        '15:00 Four-wheel-drive dune drive into the desert',
        '17:30 Camel ride and falconry display at sunset',
        '19:30 Dinner under the stars at a desert camp',
      ],
      [
        ['scene-desert-1.jpg', 'Four-wheel-drive vehicle cresting red dunes outside Dubai'],
        ['scene-desert-2.jpg', 'Camels crossing the dunes at sunset on the desert safari'],
      ],
      [
        ['scene-dinner-1.jpg', 'Lantern-lit dinner under the stars at the desert camp'],
        ['scene-lodge-2.jpg', 'Desert camp seating laid out for the evening'],
      ],
    ),
    day(
      'Day 5: Flight to Nairobi & Welcome Dinner',
      [
        '08:00 Breakfast and check-out',
        '10:00 Flight from Dubai to Nairobi',
        'Meet-and-greet at Jomo Kenyatta International Airport',
        'Transfer to The Residences at Karen',
        '19:30 Welcome to Kenya dinner',
      ],
      [
        ['scene-flight-2.jpg', 'Flight from Dubai to Nairobi'],
        ['scene-lodge-1.jpg', 'Residence in leafy Karen, the Nairobi base of the journey'],
      ],
      [
        ['scene-forest-3.jpg', 'Garden and trees around the Karen residence in the evening'],
        ['scene-dinner-2.jpg', 'Welcome-to-Kenya dinner at the residence'],
      ],
    ),
    day(
      'Day 6: Karen Country Club & the Giraffe Centre',
      [
        '07:00 Breakfast at the residence',
        '08:30 Tee off at Karen Country Club – 18 holes',
        '13:30 Lunch on the clubhouse terrace',
        "15:30 Visit to the Giraffe Centre to feed Rothschild's giraffes",
        '19:30 Dinner at the residence',
      ],
      [
        ['scene-golf-4.jpg', 'Parkland fairway at Karen Country Club in Nairobi'],
        ['scene-golf-5.jpg', 'Golfer on the green at Karen Country Club'],
      ],
      [
        ['scene-savanna-1.jpg', 'Giraffe among the trees on the visit to the Giraffe Centre'],
        ['scene-forest-1.jpg', "Forest surroundings of the Giraffe Centre in Lang'ata"],
      ],
    ),
    day(
      'Day 7: Light-Aircraft Charter to the Maasai Mara',
      [
        '07:30 Breakfast and transfer to Wilson Airport',
        '09:00 Light-aircraft charter to the Maasai Mara',
        '11:00 Arrival at camp and lunch',
        '16:00 Afternoon game drive',
        '18:30 Sundowners on the savanna',
      ],
      [
        ['scene-flight-1.jpg', 'Light aircraft on the Wilson Airport apron for the Mara charter'],
        ['scene-lodge-2.jpg', 'Luxury tented camp in the Maasai Mara'],
      ],
      [
        ['scene-savanna-2.jpg', 'Elephant herd on the first afternoon game drive in the Mara'],
        ['scene-savanna-3.jpg', 'Sundowners as the sun sets over the Mara plains'],
      ],
    ),
    day(
      'Day 8: Maasai Mara Game Drives',
      [
        '06:00 Early-morning game drive',
        '09:30 Bush breakfast on the plains',
        '12:30 Lunch and rest at camp',
        '16:00 Afternoon game drive along the Mara River',
        '20:00 Dinner at camp',
      ],
      [
        ['scene-savanna-4.jpg', 'Lions on the move during the morning game drive'],
        ['scene-savanna-5.jpg', 'Bush breakfast laid out on the Mara plains'],
      ],
      [
        ['scene-savanna-6.jpg', 'Wildebeest gathered near the Mara River'],
        ['scene-dinner-1.jpg', 'Dinner at camp under the Mara night sky'],
      ],
    ),
    day(
      'Day 9: Charter to Naivasha & the Great Rift Valley Lodge',
      [
        '07:00 Final morning game drive',
        '10:30 Light-aircraft charter to Naivasha',
        '12:30 Lunch at the Great Rift Valley Lodge',
        '15:30 Boat safari on Lake Naivasha',
        '19:30 Dinner at the lodge',
      ],
      [
        ['scene-flight-2.jpg', 'Charter flight from the Mara to Naivasha'],
        ['scene-mountain-1.jpg', 'The Great Rift Valley escarpment on approach to Naivasha'],
      ],
      [
        ['scene-lake-2.jpg', 'Boat safari among hippo on Lake Naivasha'],
        ['scene-lodge-1.jpg', 'Great Rift Valley Lodge terrace at dusk'],
      ],
    ),
    day(
      'Day 10: Great Rift Valley Golf & Networking Dinner in Nairobi',
      [
        '07:00 Breakfast at the lodge',
        '08:00 Tee off on the Great Rift Valley course – 18 holes',
        '13:00 Lunch and road transfer to Nairobi',
        '18:30 Cocktails with local golfers and the Nairobi business community',
        '20:00 Business networking dinner',
      ],
      [
        ['scene-golf-6.jpg', 'Final round on the Great Rift Valley course above Lake Naivasha'],
        ['scene-mountain-2.jpg', 'Views across the Rift Valley from the fairways'],
      ],
      [
        ['scene-city-2.jpg', 'Nairobi at dusk as guests gather for networking cocktails'],
        ['scene-dinner-2.jpg', 'Business networking dinner with Nairobi golfers and business leaders'],
      ],
    ),
    day(
      'Day 11: Farewell Breakfast & Departure',
      [
        '08:00 Farewell breakfast at the residence',
        '10:00 Time for last-minute shopping in Nairobi',
        '13:00 Transfer to Jomo Kenyatta International Airport',
        'Assistance with check-in and departure',
      ],
      [
        ['scene-lodge-2.jpg', 'The Karen residence on the final morning of the journey'],
        ['scene-flight-1.jpg', 'Aircraft ready for departure from Nairobi'],
      ],
      [],
    ),
  ],
})

// An editor's unpublished change to the Gold package: only day 1's title differs.
const goldDraft = structuredClone(gold)
goldDraft._id = `drafts.${gold._id}`
goldDraft.days[0]!.title = localeString('Day 1: Arrival in Nairobi & Private Welcome Dinner at the Karen Residence')

export const documents: SeedDocument[] = [gold, silver, zanzibar, rwanda, dubai, goldDraft]
