/** The error screens: not found, content unavailable, anything unexpected. */
export const errors = {
  unexpectedTitle: 'Unexpected Application Error!',
  unknownError: 'Unknown error',
  backHome: 'Back to the home page',
  unavailableTitle: 'Temporarily Unavailable',
  unavailableMessage: 'We can’t reach our content right now. Please try again in a minute.',
  notFoundTitle: 'Page Not Found',
  notFoundMessage: 'We couldn’t find that page. It may have moved, or the link may be mistyped.',
  notFoundDescription: 'We couldn’t find that page. Browse our golf and safari itineraries from the home page.',
  /** What a 404 from a loader says: a page number that is none, a page past the last, a trip that is not. */
  notAPageNumber: (raw: string) => `“${raw}” is not a page number.`,
  noSuchSearchPage: (page: number, pages: number) =>
    `There is no page ${page}: the search has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
  noSuchListingPage: (page: number, category: string, pages: number, filtered: boolean) =>
    `There is no page ${page}: ${category} has ${pages} ${pages === 1 ? 'page' : 'pages'}` +
    `${filtered ? ' with these filters' : ''}.`,
  firstResultsPage: 'Go to the first page of results',
  firstListingPage: (category: string) => `Go to page 1 of ${category}`,
  noItinerary: 'No itinerary or catalogue item has that name.',
  noSpecialist: 'No one on our team has that address.',
  meetTheTeam: 'Meet our team',
  noSuchSpecialistPage: (page: number, name: string, pages: number) =>
    `There is no page ${page}: ${name}’s trips fill ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
  firstSpecialistPage: (name: string) => `Go to the first page of ${name}’s trips`,
} as const
