import { itemPath } from './slug'

/** A package as far as its address goes: its own slug, and the catalogue item that opens it, if any (its offer). */
export type AddressedPackage = { slug: string; offer?: { slug?: string | null } | null }

/**
 * The one address of a package's pages (issue 42, rule 6; decision 051). A package opened by a catalogue item answers
 * at the item's card address and at its own slug (`/itinerary/gold` and `/itinerary/gold-package`: the spec's card
 * link and the package's own address, which keeps working); both name the card's as canonical, because it is the one
 * every card, listing, search result and team card links to. A package no card opens keeps its own.
 */
export function packageAddress(pkg: AddressedPackage): string {
  return itemPath(pkg.offer?.slug ?? pkg.slug)
}

/** The one address of a catalogue item's page: its package's, when it opens one, else its own. */
export function itemAddress(item: { slug: string; package?: AddressedPackage | null }): string {
  return item.package ? packageAddress(item.package) : itemPath(item.slug)
}
