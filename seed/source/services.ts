import { img, keyed, type SeedDocument } from './helpers'
import { localeList, localeString, localeText } from './translations'

export const documents: SeedDocument[] = [
  {
    _id: 'servicesPage',
    _type: 'servicesPage',
    title: localeString('Our services'),
    intro: localeText(
      'Everything we do is built around two passions: golf and the African wild. Whether you come for a week of championship rounds, a classic safari or the best of both, our team plans every detail, from the first tee time to the last transfer, and stays with you until you are safely home.',
    ),
    services: keyed('service', 'service', [
      {
        title: localeString('Golf'),
        summary: localeText('Tee times at Kenya’s finest courses, arranged around your game.'),
        body: localeText(
          'From the parkland fairways of Karen and Windsor in Nairobi to the highland course at Mt Kenya and the coastal links of Vipingo Ridge, we plan rounds on courses that suit your handicap and your ambitions. ' +
            'We secure tee times, caddies and club hire in advance, and pace each itinerary so that you play in the cool of the morning. ' +
            'Between rounds there is time for a lesson with a resident professional or a friendly match with local members.',
        ),
        highlights: localeList([
          'Reserved tee times and caddies',
          'Courses in Nairobi, the Rift Valley, Mt Kenya and on the coast',
          'Club hire and golf-bag handling',
          'Green fees included in every package',
        ]),
        image: img('service-golf.jpg', 'A tree-lined fairway at sunrise with a golf cart on the path'),
      },
      {
        title: localeString('Safari'),
        summary: localeText(
          'Game drives in Kenya’s great reserves and private conservancies, led by guides who know them well.',
        ),
        body: localeText(
          'We take you into the Maasai Mara, Solio, Mugie and the Great Rift Valley with experienced guides in private safari vehicles. ' +
            'Days follow the rhythm of the bush: early-morning drives, long lunches at camp and sundowners as the light fades. ' +
            'Private conservancies let us offer night drives and walking safaris that the busier parks cannot, and every lodge is chosen for its setting, its service and its respect for the land.',
        ),
        highlights: localeList([
          'Private vehicles and experienced guides',
          'Park and conservancy fees included',
          'Bush breakfasts, sundowners and night drives',
          'Lodges and tented camps chosen by our team',
        ]),
        image: img('service-safari.jpg', 'A safari vehicle watching a herd of elephants on the open savanna'),
      },
      {
        title: localeString('Heli Tours'),
        summary: localeText('See Kenya from the air, from the peaks of Mt Kenya to the lakes of the Rift Valley.'),
        body: localeText(
          'A helicopter turns a long day on the road into an hour of breathtaking scenery. ' +
            'Fly past the snow-streaked peaks of Mt Kenya, land beside a flamingo-fringed lake in the Rift Valley, or hop between courses to play two in a single day. ' +
            'Every flight is operated by licensed charter partners with experienced pilots, and we can add a picnic at a remote landing site.',
        ),
        highlights: localeList([
          'Licensed charter operators and experienced pilots',
          'Scenic flights over Mt Kenya and the Rift Valley',
          'Course-to-course golf hops',
          'Private picnics at remote landing sites',
        ]),
        image: img('service-heli.jpg', 'A helicopter flying low over the Great Rift Valley escarpment'),
      },
      {
        title: localeString('Beach'),
        summary: localeText('Unwind on the Indian Ocean shores of Kenya and Zanzibar.'),
        body: localeText(
          'After the dust of safari, the coast is the natural place to slow down. ' +
            'We arrange stays in beachfront villas and boutique hotels from Vipingo and Diani to Zanzibar, with rounds on seaside courses if you wish. ' +
            'Days are for snorkelling the reefs, sailing a traditional dhow at sunset or simply doing nothing at all.',
        ),
        highlights: localeList([
          'Beachfront villas and boutique hotels',
          'Seaside golf at Vipingo Ridge',
          'Dhow cruises and reef snorkelling',
          'Complimentary spa time',
        ]),
        image: img('service-beach.jpg', 'A traditional dhow sailing past a white-sand beach lined with palms'),
      },
      {
        title: localeString('Transfers'),
        summary: localeText('Seamless connections by car, air and yacht, so the journey becomes part of the pleasure.'),
        body: localeText(
          'Your consultant coordinates every leg of your trip, from the moment you land to the moment you leave. ' +
            'On the road you travel in air-conditioned vehicles with professional drivers; between regions, scheduled and charter flights save hours; on the coast, private yachts carry you between islands and beaches. ' +
            'Golf bags and luggage travel with you, and our team is always a phone call away.',
        ),
        highlights: localeList([
          'Meet-and-greet on arrival',
          'Chauffeur-driven vehicles',
          'Scheduled flights and private air charters',
          'Yacht transfers along the coast',
        ]),
        image: img('service-transfers.jpg', 'A light aircraft on a bush airstrip beside a waiting safari vehicle'),
      },
      {
        title: localeString('Business Networking'),
        summary: localeText('Meet Kenya’s golfing and business community, on the course and off it.'),
        body: localeText(
          'Many of our guests travel for pleasure and opportunity alike. ' +
            'We arrange introductions, rounds with local club members and meetings with business contacts in Nairobi, Dubai and beyond. ' +
            'Every safari ends with a networking dinner and cocktails with local golfers and members of the business community, a relaxed evening that often leads to lasting friendships and partnerships.',
        ),
        highlights: localeList([
          'Networking dinner and cocktails on the last safari day',
          'Rounds with local club members',
          'Business introductions in Nairobi and Dubai',
          'Private venues for meetings',
        ]),
        image: img('service-networking.jpg', 'Guests sharing cocktails on a clubhouse terrace at sunset'),
      },
      {
        title: localeString('Tailored Trips'),
        summary: localeText('A journey designed around you, from the first idea to the final farewell.'),
        body: localeText(
          'If none of our itineraries is quite right, we will build one from scratch. ' +
            'Tell us who is travelling, when, and what matters most, whether championship golf, the Great Migration, a honeymoon or a family celebration, and a consultant will draft a day-by-day plan for you to refine. ' +
            'Choose the countries, activities, rooms and transfers that suit you, and we will take care of everything else.',
        ),
        highlights: localeList([
          'One dedicated consultant from first call to homecoming',
          'Kenya, Rwanda, Tanzania, Zanzibar, the UAE and the USA',
          'Rooms from single rooms to presidential suites',
          'Itineraries refined until they are exactly right',
        ]),
        image: img('service-tailored.jpg', 'A travel journal, binoculars and a map of Kenya laid out on a desk'),
      },
    ]),
  },
]
