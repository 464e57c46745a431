import type { Doc } from '../../content-api/documents'

/**
 * A catalogue of `count` trips of ten days each, as a grown dataset would hold them, and a home page's result over
 * its first 200: what the source-map test checks at 2,000 documents and `npm run bench:source-map` times. Many
 * values recur across documents ("Breakfast" on every day), the case that could make a map's lookups blow up.
 */
export function syntheticCatalogue(count: number): Doc[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `item-${i}`,
    _type: 'catalogueItem',
    name: `Trip ${i}`,
    category: ['Safaris', 'Golf', 'Hotels'][i % 3]!,
    description: `A description of trip ${i} in Kenya, long enough to be realistic.`,
    rating: i % 5,
    price: 1000 + i,
    days: Array.from({ length: 10 }, (_, d) => ({
      _key: `d${d}`,
      title: `Day ${d + 1}`,
      timelineItems: ['Breakfast', `Drive ${i}-${d}`],
    })),
  }))
}

/** The home page's list over the catalogue: its first 200 trips, with the fields a tile shows. */
export function homePageResult(docs: readonly Doc[]) {
  return {
    items: docs
      .slice(0, 200)
      .map((doc) => ({ _id: doc._id, name: doc.name, category: doc.category, rating: doc.rating, days: doc.days })),
  }
}
