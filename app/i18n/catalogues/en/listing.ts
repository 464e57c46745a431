/**
 * A category listing's words, and the trip filters, result counts and notes that listings share with search.
 * `categories`, `countries`, `activities` and `sorts` label the site's fixed keys (app/logic/categories.ts,
 * app/logic/trip-filters.ts); the keys themselves never change.
 */
export const listing = {
  metaTitle: (category: string, filtered: boolean, page: number) =>
    `${category}${filtered ? ' (filtered)' : ''}${page > 1 ? ` (page ${page})` : ''}`,
  metaDescription: (category: string) =>
    `Browse our ${category.toLowerCase()}: luxury golf and safari journeys in Kenya, Rwanda, Zanzibar and Dubai.`,
  noCategory: (slug: string) => `There is no category “${slug}”.`,
  askToPlan: 'Ask us to plan this trip',
  noMatch: (category: string) => `No ${category.toLowerCase()} match these filters. Try fewer, or clear them all.`,
  results: (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`,
  clearAll: 'Clear all',
  ignoredIntro: 'We could not use part of this address, so these were left out:',
  /** A value the page could not use: its parameter, the value as given, and why (`reason`, in English). */
  ignoredLine: (name: string, value: string, reason: string) => `${name} “${value}” (${reason})`,
  ignoredMore: (count: number) => `and ${count} more`,
  noDeparture: (when: string) => `No trip that matches these filters departs ${when}.`,
  nearestDepartures: 'The nearest departures:',
  seeTripsDeparting: (month: string) => `see the trips departing in ${month}`,
  noneOnSale: 'None of them has a departure on sale yet: try fewer filters, or ask us to plan the trip.',
  /** Travel dates in a sentence ("departs in March 2027"); the dates come written in the page's language. */
  travelDates: {
    inMonth: (month: string) => `in ${month}`,
    onDay: (day: string) => `on ${day}`,
    between: (from: string, to: string) => `between ${from} and ${to}`,
    fromDay: (day: string) => `from ${day}`,
    byDay: (day: string) => `by ${day}`,
  },
  filters: {
    label: 'Filter and sort',
    country: 'Country (any of)',
    activity: 'Activities (all of)',
    duration: 'Duration (days)',
    price: 'Price per person (USD)',
    priceNote: 'Trips priced on request are always listed.',
    from: 'From',
    to: 'To',
    sortBy: 'Sort by',
    apply: 'Apply',
    travelDates: 'Travel dates',
    travelMonth: 'Travel month',
    anyMonth: 'Any month',
    departingFrom: 'Departing from',
    departingTo: 'to',
    datesNote: 'Trips with a departure you can book or request then.',
  },
  sorts: {
    recommended: 'Recommended',
    price: 'Price: lowest first',
    duration: 'Duration: shortest first',
    rating: 'Rating: highest first',
  },
  countries: {
    kenya: 'Kenya',
    tanzania: 'Tanzania (including Zanzibar)',
    uganda: 'Uganda',
    rwanda: 'Rwanda',
    uae: 'United Arab Emirates',
  },
  activities: {
    golf: 'Golf',
    safari: 'Safari',
    beach: 'Beach',
    culture: 'Culture',
    wellness: 'Wellness',
  },
} as const
