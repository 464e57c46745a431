/**
 * The search page's words, and the home page's "Choose Your Trip" bar, which finds trips too.
 * `settingLabels` names the bar's choices, which are the site settings' own words (`Kenya`, `Heli Tour`):
 * English shows them as they are, another language maps the seed's values and shows any other one as it is.
 */
export const search = {
  title: 'Search',
  titleFor: (term: string) => `Search: ${term}`,
  description: 'Search our itineraries, circuits, golf courses, excursions and hotels.',
  seeAll: 'See All',
  guidance:
    'Type an itinerary, circuit, golf course, excursion or hotel name in the search box above, or browse ' +
    'everything we offer below.',
  noMatch:
    'Please! Search by Itinerary name, Circuit name, Golf Course name, Excursion name or Hotel name. Otherwise, what ' +
    'you are looking for is not available as of today.',
  /** Around the term after the count: `3 results for “golf”`. */
  forTermBefore: ' for “',
  forTermAfter: '”',
  tripBar: {
    title: 'Choose Your Trip',
    countries: 'Countries',
    dates: 'Dates',
    guests: 'Guests',
    activities: 'Activities',
    rooms: 'Rooms',
    transferModes: 'Transfer Modes',
    from: 'From',
    to: 'To',
    travelDates: 'Travel dates',
    departingFrom: 'Departing from',
    departingTo: 'to',
    submit: 'Find my trip',
    apply: 'Apply',
    selected: (label: string, values: string) => `Selected ${label}: ${values}`,
    select: (label: string) => `Select ${label}`,
    dateRange: (from: string, to: string) => `${from} to ${to}`,
    /** Joins the chosen values in a summary. */
    listSeparator: ', ',
    fewer: (label: string) => `Fewer ${label.toLowerCase()}`,
    more: (label: string) => `More ${label.toLowerCase()}`,
    guestTypes: { adults: 'Adults', youth: 'Youth', children: 'Children', toddlers: 'Toddlers' },
    roomTypes: {
      presidential: 'Presidential',
      honeymoon: 'Honeymoon',
      penthouse: 'Penthouse',
      juniorSuite: 'Junior suite',
      suite: 'Suite',
      singleRoom: 'Single room',
      doubleRoom: 'Double room',
      cabana: 'Cabana',
    },
    request: {
      intro: 'I would like a tailored trip.',
      noPreference: 'no preference',
      flexible: 'flexible',
      transfers: 'Transfers',
      closing: 'Please put together a proposal for us.',
    },
    settingLabels: {} as Readonly<Record<string, string>>,
  },
} as const
