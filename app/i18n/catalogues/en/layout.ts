/** The site's frame: header, footer, top bar, currency switch, newsletter box, preview banner, language offer. */
export const layout = {
  siteTitle: 'Savanna Links Golf & Safari',
  siteDescription: 'Luxury golf and safari journeys from Kenya.',
  brandMark: 'SL',
  searchLabel: 'Search the catalogue',
  searchPlaceholder: 'Search Itineraries,  Circuits, Golf Course,   Hotels  and  Excursions.',
  searchButton: 'SEARCH',
  accountNav: 'Account and cart',
  help: 'Help',
  search: 'Search',
  login: 'Login',
  signOut: 'Sign Out',
  cartLabel: (count: number) => `Cart, ${count} items`,
  categoriesNav: 'Categories',
  categories: {
    Itineraries: 'Itineraries',
    Circuits: 'Circuits',
    'Golf Courses': 'Golf Courses',
    Hotels: 'Hotels',
    Excursions: 'Excursions',
  },
  usefulLinks: 'Useful Links',
  home: 'Home',
  terms: 'Terms',
  privacy: 'Privacy',
  contact: 'Contact',
  allRightsReserved: 'All rights reserved.',
  currency: 'Currency',
  currencyNames: {
    USD: 'US dollar',
    KES: 'Kenyan shilling',
    AED: 'UAE dirham',
    EUR: 'Euro',
    GBP: 'Pound sterling',
  },
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  emailAddress: 'E-mail address',
  emailPlaceholder: 'Your e-mail',
  previewLabel: 'Preview mode',
  previewTitle: 'Preview mode:',
  previewText: ' you are seeing unpublished drafts.',
  previewMore: ' Visitors see the published site.',
  exitPreview: 'Exit preview',
  /**
   * The offer of another edition is written in the offered language (the reader it is for), and shown on a page
   * of another language: so every catalogue carries every edition's words.
   */
  languageOffer: {
    en: { note: 'This page is also in English.', link: 'Read it in English', dismiss: 'Dismiss' },
    ar: { note: 'هذه الصفحة متوفرة أيضاً بالعربية.', link: 'اقرأها بالعربية', dismiss: 'إغلاق' },
  },
} as const
