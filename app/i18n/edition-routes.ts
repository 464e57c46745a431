import { DEFAULT_LANG, LANG_IDS } from './languages'

/**
 * Every page route again under each other edition's prefix (`/ar/…`), the same module under its own route id
 * (decision 042): one loader, one component, the language read from the address. APIs, images, files and the
 * webhook have one address for every edition. Read by vite.config.ts.
 */
const PAGE_ROUTES: readonly (readonly [file: string, path: string])[] = [
  ['_index.tsx', ''],
  ['$listing.tsx', ':listing'],
  ['$.tsx', '*'],
  ['LuxuryHotelDetails.tsx', 'LuxuryHotelDetails'],
  ['Privacy-Policy.tsx', 'Privacy-Policy'],
  ['Terms-&-Conditions.tsx', 'Terms-&-Conditions'],
  ['about.tsx', 'about'],
  ['category.$category.tsx', 'category/:category'],
  ['checkout.tsx', 'checkout'],
  ['contact.tsx', 'contact'],
  ['itinerary.$slug.tsx', 'itinerary/:slug'],
  ['listed-itinerary-details.$slug.tsx', 'listed-itinerary-details/:slug'],
  ['login.tsx', 'login'],
  ['reviews.$slug.tsx', 'reviews/:slug'],
  ['search.tsx', 'search'],
  ['services.tsx', 'services'],
  ['specialists.$member.tsx', 'specialists/:member'],
  ['subscribe.tsx', 'subscribe'],
]

export type EditionRoute = { id: string; file: string; path: string }

export function editionRoutes(): EditionRoute[] {
  return LANG_IDS.filter((lang) => lang !== DEFAULT_LANG).flatMap((lang) =>
    PAGE_ROUTES.map(([file, path]) => ({
      id: `${lang}/${file.replace(/\.tsx$/, '')}`,
      file: `routes/${file}`,
      path: path ? `${lang}/${path}` : lang,
    })),
  )
}

/** The page route files, for the test that holds this list to app/routes/. */
export const PAGE_ROUTE_FILES = PAGE_ROUTES.map(([file]) => file)
