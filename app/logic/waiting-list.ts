/**
 * "Join the waiting list" on a sold-out departure (decision 068): the contact page with the trip and the date,
 * which prefills the waiting-list message in the page's language and files the enquiry under `waiting-list`. Its
 * own module, so that only the pages that list departures carry it (every page's first load has enquiry-links.ts).
 */
export function waitingListHref(slug: string, departureDate: string): string {
  const query = new URLSearchParams({ trip: slug, departure: departureDate, source: 'waiting-list' })
  return `/contact?${query}`
}
