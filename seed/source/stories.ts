import { img, type SeedDocument } from './helpers'
import { localeList, localeString, localeText } from './translations'

// The four story cards on the home page. The description is clamped to six lines on screen.
export const documents: SeedDocument[] = [
  {
    _id: 'story-blue',
    _type: 'storyCard',
    variant: 'blue',
    order: 1,
    title: localeString('Golfing Adventures'),
    subtitle: localeString('Championship fairways, wild horizons'),
    description: localeText(
      'Play where few golfers ever tee off: parkland classics in Nairobi, highland courses beneath Mt Kenya and clifftop holes above the Indian Ocean. ' +
        'Each round is paired with the landscape around it, so a morning on the fairway can end with an evening game drive. ' +
        'Tee times, caddies and green fees are arranged before you arrive. ' +
        'You bring your swing; we take care of everything else.',
    ),
    tags: localeList(['Championship courses', 'Tee times arranged', 'Caddies & club hire', 'Golf and safari']),
    image: img('story-blue.jpg', 'A golfer lining up a putt on a green with acacia trees and savanna beyond'),
  },
  {
    _id: 'story-red',
    _type: 'storyCard',
    variant: 'red',
    order: 2,
    title: localeString('Luxury in Every Detail'),
    subtitle: localeString('Quiet, considered, unforgettable'),
    description: localeText(
      'Luxury, for us, is the detail you never have to think about. ' +
        'Your suite is ready when you arrive, your golf bag is waiting at the first tee, and dinner is served under the stars. ' +
        'Complimentary spa treatments, beverages and private transfers come as standard on every package. ' +
        'Each lodge and hotel we recommend has been visited and vetted by our own team.',
    ),
    tags: localeList(['Handpicked lodges', 'Private transfers', 'Complimentary spa', 'Fine dining']),
    image: img('story-red.jpg', 'A candlelit dinner table set on a lodge terrace at dusk'),
  },
  {
    _id: 'story-green',
    _type: 'storyCard',
    variant: 'green',
    order: 3,
    title: localeString('Why Choose Savanna Links'),
    subtitle: localeString('Kenyan roots, global reach'),
    description: localeText(
      'We are a licensed Kenyan tour operator with offices in Nairobi, Dubai and the United States. ' +
        'Our consultants are golfers and safari people who have walked the courses and driven the tracks we recommend. ' +
        'One all-inclusive price covers park fees, green fees, meals, transfers and air charters, with no surprises along the way. ' +
        'And on your last safari day, we host a networking dinner with local golfers and members of the business community.',
    ),
    tags: localeList(['Licensed operator', 'All-inclusive pricing', 'Local experts', 'Three offices, one team']),
    image: img('story-green.jpg', 'A safari guide pointing out elephants to guests from an open vehicle'),
  },
  {
    _id: 'story-custom',
    _type: 'storyCard',
    variant: 'custom',
    color: '#A86B28',
    order: 4,
    title: localeString('Curated or Custom Trips'),
    subtitle: localeString('Your journey, your way'),
    description: localeText(
      'Choose one of our curated itineraries, from the Silver and Gold packages to our Dubai, Zanzibar and Rwanda journeys, or let us design something entirely your own. ' +
        'Tell us where you would like to go, who is travelling and what you love, and a consultant will shape each day around you. ' +
        'Add a helicopter flight over Mt Kenya, a few nights on a Zanzibar beach or a stopover in Dubai. ' +
        'Nothing is final until it is exactly right.',
    ),
    tags: localeList(['Tailor-made', 'Curated itineraries', 'Dubai, Zanzibar & Rwanda', 'Couples, families & groups']),
    image: img('story-custom.jpg', 'A consultant and a traveller planning a route on a map of East Africa'),
  },
]
