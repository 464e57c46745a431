// The catalogue: 28 items across five categories (spec section 3, "Catalogue item").
// legacyId is the spec's id and is not unique: 6, 7 and 16 repeat across categories.
import { seedDepartures, seedDeposit } from './departures'
import { img, type Reference, ref, type SeedDocument, slug, slugify } from './helpers'
import { specialistOf } from './team'
import { localeString, localeText, ownName } from './translations'

type Category = 'Itineraries' | 'Circuits' | 'Golf Courses' | 'Excursions' | 'Hotels'

/** What only an itinerary has: its price, its length and, for five of them, the package it opens. */
interface ItineraryFields {
  durationDays: number
  price: number
  package?: Reference
}

/** One item as the lists below give it; its category and order come from the list it is in. */
interface CatalogueEntry {
  legacyId: number
  name: string
  description: string
  alt: string
  countries: string[]
  activities: string[]
  extra?: ItineraryFields
  slugOverride?: string
}

/**
 * One catalogue item. `countries` and `activities` are the facts visitors filter by, read from the description
 * (and, for an itinerary, from its package's days); `extra` carries itinerary-only fields (price, durationDays,
 * package); `slugOverride` is used once, for the circuit "Rwanda" (docs/decisions/004-slugs.md).
 */
function item({
  category,
  order,
  legacyId,
  name,
  description,
  alt,
  countries,
  activities,
  extra,
  slugOverride,
}: CatalogueEntry & { category: Category; order: number }): SeedDocument {
  const current = slugOverride ?? slugify(name)
  return {
    _id: `item-${current}`,
    _type: 'catalogueItem',
    legacyId,
    category,
    // Golf courses and hotels keep their own names in every language (decision 042).
    name: category === 'Golf Courses' || category === 'Hotels' ? ownName(name) : localeString(name),
    slug: slug(current),
    order,
    description: localeText(description),
    image: img(`item-${current}.jpg`, alt),
    countries,
    activities,
    ...extra,
    ...(extra ? { departures: seedDepartures(order, extra.price) } : {}),
    ...(extra ? { deposit: seedDeposit(order) } : {}),
    specialist: specialistOf(`item-${current}`, category),
  }
}

// Every itinerary lasts 7 days, as the spec gives them. Circuits and excursions carry no duration: none of
// their descriptions says how many days they take (the museum's "half-day" is not a day count).
const itinerary = (extra: Omit<ItineraryFields, 'durationDays'>): ItineraryFields => ({ durationDays: 7, ...extra })

const itineraries: CatalogueEntry[] = [
  {
    legacyId: 1,
    name: 'Dubai',
    countries: ['kenya', 'uae'],
    activities: ['golf', 'safari', 'culture', 'wellness'],
    description:
      'Begin among the palm-lined fairways of Emirates Golf Club and the glittering skyline of Dubai, with a dune drive and dinner beneath the desert stars. Then fly south to Nairobi for championship golf, a Maasai Mara safari and the Great Rift Valley, with every transfer and charter arranged by our Dubai and Nairobi teams.',
    alt: 'Golfer on a palm-lined fairway with the Dubai skyline rising behind the green',
    extra: itinerary({ price: 2000, package: ref('package-dubai-package') }),
  },
  {
    legacyId: 2,
    name: 'Zanzibar',
    countries: ['kenya', 'tanzania'],
    activities: ['golf', 'beach', 'culture', 'wellness'],
    description:
      "Pair a round at Karen Country Club in Nairobi with the spice-scented lanes of Stone Town and the white sands of Nungwi on Zanzibar's northern tip. Days unfold between a guided spice farm tour, snorkelling in the Indian Ocean and a traditional dhow cruise into the sunset.",
    alt: 'Traditional wooden dhow sailing off a white-sand Zanzibar beach at sunset',
    extra: itinerary({ price: 1500, package: ref('package-zanzibar-package') }),
  },
  {
    legacyId: 3,
    name: 'Rwanda',
    countries: ['kenya', 'rwanda'],
    activities: ['golf', 'safari', 'culture', 'wellness'],
    description:
      'Tee off at Kigali Golf Club, then travel into the misty bamboo forests of Volcanoes National Park for an unforgettable hour in the company of mountain gorillas. The journey closes on the tranquil shores of Lake Kivu, with Nairobi as your gateway in and out.',
    alt: 'Mountain gorilla resting among dense green foliage in Volcanoes National Park, Rwanda',
    extra: itinerary({ price: 1300, package: ref('package-rwanda-package') }),
  },
  {
    legacyId: 4,
    name: 'Gold',
    countries: ['kenya'],
    activities: ['golf', 'safari', 'wellness'],
    description:
      "Our most lavish Kenyan journey: Nairobi's finest parkland courses, a dawn balloon flight over the Maasai Mara and golf beneath the jagged summit of Mount Kenya. Private residences, helicopter and light-aircraft transfers and a dedicated host accompany you from the first tee to the final farewell.",
    alt: 'Hot-air balloon drifting over the golden plains of the Maasai Mara at sunrise',
    extra: itinerary({ price: 1500, package: ref('package-gold-package') }),
  },
  {
    legacyId: 5,
    name: 'Silver',
    countries: ['kenya'],
    activities: ['golf', 'safari', 'beach', 'culture', 'wellness'],
    description:
      "A classic introduction to golf and safari in Kenya, combining Nairobi's championship courses with the lakes and gorges of the Great Rift Valley. Game drives in the Maasai Mara and a final round on the Indian Ocean coast at Vipingo Ridge complete the journey.",
    alt: 'Safari vehicle watching a herd of zebra on the open savanna of the Maasai Mara',
    extra: itinerary({ price: 800, package: ref('package-silver-package') }),
  },
  {
    legacyId: 6,
    name: 'Silver 2',
    countries: ['kenya'],
    activities: ['golf', 'safari', 'beach'],
    description:
      'A Nairobi-and-coast variation of our Silver journey, pairing rounds at Windsor and Karen with seaside golf at Vipingo Ridge and Diamonds Leisure on the Indian Ocean. Between tee times there is room for the Giraffe Centre, a game drive in Nairobi National Park and long, unhurried afternoons on the beach.',
    alt: 'Coastal golf green fringed by palm trees with the Indian Ocean beyond',
    extra: itinerary({ price: 1600 }),
  },
  {
    legacyId: 7,
    name: 'Silver 3',
    countries: ['kenya'],
    activities: ['golf', 'safari'],
    description:
      'A highlands variation of our Silver journey that trades the coast for the slopes of Mount Kenya and the forests of the Aberdares. Play the course at the Fairmont Mt Kenya Safari Club, track rhino at Solio Conservancy and spend a night watching the floodlit waterhole at The Ark.',
    alt: 'Mount Kenya rising above green highland forest in the early morning light',
    extra: itinerary({ price: 1600 }),
  },
]

const circuits: CatalogueEntry[] = [
  {
    legacyId: 8,
    name: 'Nairobi City',
    countries: ['kenya'],
    activities: ['golf', 'safari', 'culture'],
    description:
      "A golfer's tour of the capital, playing the tree-lined fairways of Karen, Windsor and Muthaiga between visits to the Giraffe Centre and the National Museum. Nairobi National Park lies just minutes from the city centre, so a morning game drive fits easily between rounds.",
    alt: 'Nairobi city skyline seen across the grasslands of Nairobi National Park',
  },
  {
    legacyId: 9,
    name: 'Mt Kenya',
    countries: ['kenya'],
    activities: ['golf', 'safari'],
    description:
      "Based around Nanyuki on the equator, this circuit combines golf at the Fairmont Mt Kenya Safari Club with views of Africa's second-highest mountain. Rhino tracking at Solio Conservancy and a night at The Ark in the Aberdares round out a cool, green highland escape.",
    alt: 'The rugged peaks of Mount Kenya above manicured lawns and forest near Nanyuki',
  },
  {
    legacyId: 10,
    name: 'Great Rift Valley',
    countries: ['kenya'],
    activities: ['golf', 'safari'],
    description:
      'Follow the escarpment down into the Great Rift Valley to play the Great Rift Valley Lodge course high above Lake Naivasha. Cycle among zebra and giraffe in Hells Gate National Park and cruise the lake past pods of hippo and fish eagles.',
    alt: 'Panoramic view over the floor of the Great Rift Valley towards Lake Naivasha',
  },
  {
    legacyId: 11,
    name: 'Coastal',
    countries: ['kenya'],
    activities: ['golf', 'beach', 'culture'],
    description:
      "Kenya's Indian Ocean coast offers golf with a sea breeze, from the Baobab course at Vipingo Ridge north of Mombasa to the south-coast fairways of Diani. Coral reefs, white-sand beaches and the Swahili history of Mombasa's Old Town fill the hours off the course.",
    alt: 'White-sand beach and turquoise water on the Kenyan coast near Diani',
  },
  {
    legacyId: 12,
    name: 'Rwanda',
    countries: ['rwanda'],
    activities: ['golf', 'safari', 'culture'],
    slugOverride: 'rwanda-circuit',
    description:
      "Rwanda's land of a thousand hills pairs the manicured fairways of Kigali Golf Club with a gorilla trek in Volcanoes National Park. Clean, green and welcoming, Kigali also offers a moving visit to the Kigali Genocide Memorial and a lively arts and dining scene.",
    alt: 'Terraced green hills of Rwanda under a soft morning mist',
  },
]

const golfCourses: CatalogueEntry[] = [
  {
    legacyId: 13,
    name: 'Karen Country and Golf Club',
    countries: ['kenya'],
    activities: ['golf'],
    description:
      "Founded in 1937 in Nairobi's leafy suburb of Karen, this par-72 parkland course winds between mature trees and immaculate greens. It has hosted the Kenya Open, and its gracious clubhouse remains one of the city's favourite places for a long lunch after the round.",
    alt: 'Tree-lined parkland fairway leading to the green at Karen Country Club, Nairobi',
  },
  {
    legacyId: 14,
    name: 'Windsor Golf Hotel and Country Club',
    countries: ['kenya'],
    activities: ['golf'],
    description:
      "Set in lush grounds on Nairobi's northern edge beside Karura Forest, Windsor pairs an 18-hole championship course with a Victorian-style country hotel. Undulating fairways, water hazards and abundant birdlife make for a memorable round within easy reach of the city.",
    alt: 'Victorian-style clubhouse overlooking a water hazard and fairway at Windsor Golf Hotel',
  },
  {
    legacyId: 15,
    name: 'Fairmont Mt Kenya Safari Club',
    countries: ['kenya'],
    activities: ['golf'],
    description:
      'Straddling the equator near Nanyuki at the foot of Mount Kenya, the legendary club founded by actor William Holden and his partners in 1959 offers a scenic nine-hole course. Manicured lawns, roaming peacocks and views of the mountain make every round feel like a return to the golden age of safari.',
    alt: 'Manicured green at the Fairmont Mt Kenya Safari Club with Mount Kenya in the distance',
  },
  {
    legacyId: 16,
    name: 'The Great Rift Valley Lodge and Golf Resort',
    countries: ['kenya'],
    activities: ['golf'],
    description:
      'Perched on the slopes of the Eburru hills, this 18-hole championship course looks out over Lake Naivasha and the floor of the Great Rift Valley. At this altitude the ball carries a little further, and zebra and impala often graze beside the fairways.',
    alt: 'Fairway on the slopes above Lake Naivasha at the Great Rift Valley Lodge and Golf Resort',
  },
  {
    legacyId: 17,
    name: 'Vipingo Ridge PGA Baobab Golf Course',
    countries: ['kenya'],
    activities: ['golf'],
    description:
      'On the Kilifi coast north of Mombasa, the Baobab course at Vipingo Ridge is an 18-hole championship layout framed by ancient baobab trees and cooled by Indian Ocean breezes. Sweeping fairways and generous greens reward both the long hitter and the careful strategist.',
    alt: 'Ancient baobab tree beside a sweeping fairway at Vipingo Ridge on the Kilifi coast',
  },
  {
    legacyId: 18,
    name: 'Diamonds Leisure Beach and Golf Resort',
    countries: ['kenya'],
    activities: ['golf', 'beach'],
    description:
      "On Diani's celebrated south-coast beach, this resort's 18-hole course is laid out among coastal forest and tropical gardens just back from the Indian Ocean. After your round, unwind by the pools or on the powder-white sand of one of Africa's most admired beaches.",
    alt: 'Palm-fringed golf course in tropical gardens at Diamonds Leisure Beach and Golf Resort, Diani',
  },
]

const excursions: CatalogueEntry[] = [
  {
    legacyId: 19,
    name: 'Hells Gate National Park',
    countries: ['kenya'],
    activities: ['safari'],
    description:
      "One of the few Kenyan parks you can explore on foot or by bicycle, Hells Gate lets you ride among zebra, giraffe and buffalo beneath towering red cliffs. A guided walk into the Ol Njorowa gorge reveals hot springs and sculpted rock, while the volcanic plug of Fischer's Tower rises from the valley floor.",
    alt: 'Cyclists riding past grazing zebra beneath the red cliffs of Hells Gate National Park',
  },
  {
    legacyId: 20,
    name: 'Solio Conservancy',
    countries: ['kenya'],
    activities: ['safari'],
    description:
      "Between the Aberdares and Mount Kenya near Nyeri, Solio is one of Kenya's pioneering private rhino sanctuaries, home to a thriving population of both black and white rhino. Game drives across its open plains also bring sightings of buffalo, giraffe, lion and abundant plains game.",
    alt: 'White rhino and her calf grazing on the open plains of Solio Conservancy',
  },
  {
    legacyId: 21,
    name: 'Mugie Conservancy',
    countries: ['kenya'],
    activities: ['safari'],
    description:
      "On the wild northern plateau of Laikipia, Mugie Conservancy combines a working cattle ranch with a flourishing wildlife sanctuary. Elephant, lion, reticulated giraffe and the endangered Grevy's zebra roam its plains, explored on game drives and guided bush walks far from the crowds.",
    alt: "Grevy's zebra on the dry northern plains of Mugie Conservancy in Laikipia",
  },
  {
    legacyId: 22,
    name: 'Giraffe Centre',
    countries: ['kenya'],
    activities: ['safari'],
    description:
      "Run by the African Fund for Endangered Wildlife in Nairobi's Lang'ata suburb, the Giraffe Centre breeds and protects the rare Rothschild's giraffe. From a raised feeding platform you can meet them eye to eye and hand-feed these gentle giants.",
    alt: "Visitor hand-feeding a Rothschild's giraffe from the raised platform at the Giraffe Centre",
  },
  {
    legacyId: 23,
    name: 'National Museum Of Kenya',
    countries: ['kenya'],
    activities: ['culture'],
    description:
      "On Museum Hill in central Nairobi, the National Museum tells the story of Kenya's peoples, wildlife and art, including celebrated fossil finds from the cradle of humankind. Landscaped botanic gardens and the neighbouring snake park make for an easy, fascinating half-day between rounds.",
    alt: 'Entrance and gardens of the National Museum of Kenya on Museum Hill, Nairobi',
  },
]

const hotels: CatalogueEntry[] = [
  {
    legacyId: 6,
    name: 'The Residences At Karen',
    countries: ['kenya'],
    activities: ['golf'],
    description:
      'Private, fully staffed residences set in the leafy gardens of Karen, just minutes from Karen Country Club and the Giraffe Centre. Each offers generous living spaces, attentive service and the calm of a country home within easy reach of the city.',
    alt: 'Elegant residence with a veranda and lawn among the trees of Karen, Nairobi',
  },
  {
    legacyId: 7,
    name: 'Nairobi Serena Hotel',
    countries: ['kenya'],
    activities: ['golf', 'wellness'],
    description:
      "Overlooking Central Park in the heart of Nairobi, the Serena is a long-established favourite for its African-inspired interiors and gracious service. Its spa, pool and restaurants make a relaxing base between rounds at the city's golf clubs.",
    alt: 'Pool terrace framed by tropical gardens at the Nairobi Serena Hotel',
  },
  {
    legacyId: 16,
    name: 'The Ark Hotel',
    countries: ['kenya'],
    activities: ['safari'],
    description:
      "Built in the shape of Noah's Ark in the forests of Aberdare National Park, this tree-hotel overlooks a floodlit waterhole and salt lick. Elephant and buffalo visit through the night, and guests can ask to be woken by a discreet buzzer when something special arrives.",
    alt: 'The Ark tree-hotel overlooking a floodlit waterhole in the Aberdare forest at dusk',
  },
  {
    legacyId: 24,
    name: 'Almanara Luxury Boutique Hotel and Villas',
    countries: ['kenya'],
    activities: ['golf', 'beach'],
    description:
      'A boutique hideaway on the south coast at Diani, Almanara offers spacious suites and villas, several with private pools, steps from the Indian Ocean. Fresh seafood, quiet gardens and the reef on the doorstep make it an elegant base for coastal golf.',
    alt: 'Villa with a private pool and palm trees beside the beach at Almanara, Diani',
  },
  {
    legacyId: 25,
    name: 'Maasai Mara Hotels',
    countries: ['kenya'],
    activities: ['safari'],
    description:
      'Our hand-picked selection of lodges and tented camps in and around the Maasai Mara National Reserve, chosen for their setting, service and guiding. Wake to the sounds of the savanna and, between July and October, watch the Great Migration unfold beyond your veranda.',
    alt: 'Luxury tented camp veranda overlooking the savanna of the Maasai Mara',
  },
]

const inCategory = (category: Category, entries: CatalogueEntry[]) =>
  entries.map((entry, index) => item({ category, order: index + 1, ...entry }))

export const documents: SeedDocument[] = [
  ...inCategory('Itineraries', itineraries),
  ...inCategory('Circuits', circuits),
  ...inCategory('Golf Courses', golfCourses),
  ...inCategory('Excursions', excursions),
  ...inCategory('Hotels', hotels),
]
