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
} as const
