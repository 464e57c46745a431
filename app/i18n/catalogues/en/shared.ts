/** Pieces many pages share: cards, prices, ratings, paging, the cart button, social links. */
export const shared = {
  categories: {
    Itineraries: 'Itineraries',
    Circuits: 'Circuits',
    'Golf Courses': 'Golf Courses',
    Hotels: 'Hotels',
    Excursions: 'Excursions',
  },
  productUnavailable: 'Product data is unavailable',
  perPerson: 'per person',
  rated: (rating: string) => `Rated ${rating} out of 5`,
  /** A card's stars: the average of its published reviews, one decimal, and how many there are. */
  ratedFrom: (average: string, count: number) =>
    `Rated ${average} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  addToCart: 'Add to cart',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageLink: (n: number) => `Page ${n}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** After prices converted with rates more than 30 days old. */
  ratesOf: (date: string) => `rates of ${date}`,
  socialLabels: {
    facebook: 'Facebook',
    twitter: 'Twitter',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
  },
} as const
