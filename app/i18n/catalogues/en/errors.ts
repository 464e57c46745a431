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
} as const
