/**
 * Shapes of the query results in queries.ts. Kept next to the queries' projections; when a projection
 * changes, change its type here.
 */

export type SanityImage = {
  alt?: string | null
  asset?: { _ref: string; _type: 'reference' } | null
  crop?: { top: number; bottom: number; left: number; right: number } | null
  hotspot?: { x: number; y: number; width: number; height: number } | null
}

export type CatalogueCard = {
  _id: string
  legacyId: number
  name: string
  slug: string
  category: string
  description: string | null
  rating: number | null
  price: number | null
  durationDays: number | null
  image: SanityImage | null
}

export type SiteSettings = {
  companyName: string
  tagline: string | null
  phone: string
  email: string
  companyBlurb: string | null
  licenceNumber: string | null
  copyrightYear: number
  social: Array<{ _key: string; platform: 'facebook' | 'twitter' | 'instagram' | 'linkedin'; url: string }> | null
  offices: Array<{ _key: string; region: string; title: string; address: string; phone: string; email: string }> | null
  tourismBoard: { name: string; url: string | null; logo: SanityImage | null } | null
  chat: { url: string; prefilledText: string } | null
  seo: { title: string; description: string } | null
  tripSearch: { countries: string[] | null; activities: string[] | null; transferModes: string[] | null } | null
  ogImage: SanityImage | null
}

export type StoryCard = {
  _id: string
  variant: 'blue' | 'red' | 'green' | 'custom'
  color: string | null
  title: string
  subtitle: string | null
  description: string | null
  tags: string[] | null
  image: SanityImage | null
}

export type HomeSection =
  | { _key: string; _type: 'storyCardSection'; card: StoryCard | null }
  | { _key: string; _type: 'categorySection'; category: string; heading: string; limit: number | null; items: CatalogueCard[] }
  | { _key: string; _type: 'partnerSection'; heading: string | null }

export type HomePage = {
  layout: {
    asideLinks: Array<{ _key: string; label: string; href: string }> | null
    categoryTiles: Array<{ _key: string; category: string; image: SanityImage | null }> | null
    sections: HomeSection[] | null
  } | null
  video: { url: string | null; poster: SanityImage | null } | null
}

export type CategoryListing = { total: number; items: CatalogueCard[] }

export type KeyedImage = SanityImage & { _key: string }

export type ItineraryDay = {
  _key: string
  title: string
  timelineItems: string[] | null
  carouselImages1: KeyedImage[] | null
  carouselImages2: KeyedImage[] | null
}

export type ItineraryPackage = {
  _id: string
  name: string
  slug: string
  summary: string | null
  destination: string | null
  included: string[] | null
  excluded: string[] | null
  days: ItineraryDay[] | null
  offer: { _id: string; name: string; price: number | null; durationDays: number | null; rating: number | null; slug: string; image: SanityImage | null } | null
}

export type ItineraryLookup = {
  package: ItineraryPackage | null
  item: (CatalogueCard & { package: ItineraryPackage | null }) | null
}

export type Specification = { _key: string; label: string; value: string }

export type HotelSample = {
  _id: string
  name: string
  slug: string | null
  description: string | null
  address: string | null
  location: { lat: number; lng: number } | null
  pricePerNight: number | null
  images: KeyedImage[] | null
  specifications: {
    keyFeatures: Specification[] | null
    packageDetails: Specification[] | null
    generalSpecifications: Specification[] | null
  } | null
  customerFeedback: {
    overallRating: number
    reviewCount: number | null
    ratings: Array<{ _key: string; star: number; percentage: number }> | null
    reviews: Array<{ _key: string; author: string; country: string | null; rating: number; text: string }> | null
  } | null
  catalogueItem: { _id: string; rating: number | null; price: number | null } | null
}

export type TeamMember = {
  _id: string
  name: string
  position: string
  bio: string | null
  email: string | null
  phone: string | null
  photo: SanityImage | null
}

export type AboutPage = {
  page: { title: string; subtitle: string; intro: string[] | null } | null
  team: TeamMember[]
}

export type ServicesPage = {
  title: string
  intro: string | null
  services: Array<{ _key: string; title: string; summary: string | null; body: string | null; highlights: string[] | null; image: SanityImage | null }> | null
}

/** Portable Text blocks as stored; @portabletext/react renders them. */
export type PortableTextBlocks = Array<{ _type: string; _key: string; [key: string]: unknown }>

export type LegalPage = {
  title: string
  lastUpdated: string | null
  intro: string | null
  sections: Array<{ _key: string; heading: string; anchor: string; body: PortableTextBlocks | null }> | null
}
