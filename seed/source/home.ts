import { img, keyed, ref, type SeedDocument } from './helpers'
import { localeString } from './translations'

const storyCard = (id: string) => ({ _type: 'storyCardSection', card: ref(id) })
const category = (name: string) => ({ _type: 'categorySection', category: name, heading: localeString(name), limit: 5 })

// The spec's order of home sections, without its duplicate second Hotels section (docs/product-rules.md#home).
const sections = [
  storyCard('story-blue'),
  category('Itineraries'),
  category('Hotels'),
  storyCard('story-red'),
  category('Circuits'),
  storyCard('story-green'),
  category('Golf Courses'),
  category('Excursions'),
  storyCard('story-custom'),
  { _type: 'partnerSection', heading: localeString('Licensed & Trusted') },
]

export const documents: SeedDocument[] = [
  {
    _id: 'homeLayout',
    _type: 'homeLayout',
    asideLinks: keyed('link', 'link', [
      { label: localeString('Contact our Tours Agent'), href: '/contact' },
      { label: localeString('Get to know us'), href: '/about' },
    ]),
    categoryTiles: keyed('tile', 'categoryTile', [
      {
        category: 'Itineraries',
        // The tile's airplane flies towards the line's end: mirrored on Arabic pages.
        image: img('category-itineraries.jpg', 'Guests on a game drive at sunrise in the Maasai Mara', {
          directional: true,
        }),
      },
      { category: 'Circuits', image: img('category-circuits.jpg', 'A winding road through the Great Rift Valley') },
      { category: 'Golf Courses', image: img('category-golf-courses.jpg', 'A manicured green framed by acacia trees') },
      { category: 'Excursions', image: img('category-excursions.jpg', 'Visitors meeting a giraffe at eye level') },
      { category: 'Hotels', image: img('category-hotels.jpg', 'A lodge terrace with a pool overlooking the savanna') },
    ]),
    sections: sections.map((section, index) => ({ _key: `section-${String(index + 1).padStart(2, '0')}`, ...section })),
  },
]
