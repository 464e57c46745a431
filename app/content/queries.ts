import { defineQuery } from 'groq'

/**
 * Every GROQ query the site runs. Each projects only what its screen shows and takes user input only as
 * parameters ($slug, $category, …), never as query text. `defineQuery` marks them for Sanity TypeGen, which
 * writes their result types into sanity.types.ts (`npm run typegen`); the fragments below are plain constants
 * that TypeGen inlines.
 */

/** An image as components need it: the asset reference (dimensions are encoded in its id), crop, hotspot, alt. */
const IMAGE = `{ alt, crop, hotspot, asset }`

/**
 * The same with the asset's blurred placeholder (Sanity's `metadata.lqip`, a tiny base64 image shown until the
 * picture arrives). Only for images a page can show on its first screen: every placeholder travels twice (in the
 * HTML and in the loader data), so lists keep it on their first few items only (app/logic/placeholders.ts).
 */
const PLACEHOLDER_IMAGE = `{ alt, crop, hotspot, asset, "lqip": asset->metadata.lqip }`

const CARD = `{
  _id, legacyId, name, "slug": slug.current, category, description, rating, price, durationDays,
  "image": image${IMAGE}
}`

/** A card whose image may be on the first screen (a listing's first row). */
const PLACEHOLDER_CARD = `{
  _id, legacyId, name, "slug": slug.current, category, description, rating, price, durationDays,
  "image": image${PLACEHOLDER_IMAGE}
}`

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  companyName, tagline, phone, email, companyBlurb, licenceNumber, copyrightYear,
  itineraryTagline, contactIntro, subscribeBlurb,
  social[]{ _key, platform, url },
  offices[]{ _key, region, title, address, phone, email },
  tourismBoard{ name, url, "logo": logo${IMAGE} },
  chat{ url, prefilledText },
  seo{ title, description },
  tripSearch{ countries, activities, transferModes },
  "ogImage": ogImage${IMAGE}
}`)

export const HOME_PAGE_QUERY = defineQuery(`{
  "layout": *[_type == "homeLayout" && _id == "homeLayout"][0]{
    asideLinks[]{ _key, label, href },
    categoryTiles[]{ _key, category, "image": image${PLACEHOLDER_IMAGE} },
    sections[]{
      _key, _type,
      _type == "storyCardSection" => {
        "card": card->{ _id, variant, color, title, subtitle, description, tags, "image": image${IMAGE} }
      },
      _type == "categorySection" => {
        category, heading, limit,
        "items": *[_type == "catalogueItem" && category == ^.category] | order(order asc, name asc) [0...5] ${CARD}
      },
      _type == "partnerSection" => { heading }
    }
  },
  "video": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    "url": adVideo.asset->url,
    "poster": adVideoPoster${PLACEHOLDER_IMAGE}
  }
}`)

export const CATEGORY_LISTING_QUERY = defineQuery(`{
  "total": count(*[_type == "catalogueItem" && category == $category]),
  "items": *[_type == "catalogueItem" && category == $category] | order(order asc, name asc) [$start...$end] ${PLACEHOLDER_CARD}
}`)

/** The whole catalogue as cards; search filters it on the server (substring rules GROQ's `match` lacks). */
export const CATALOGUE_CARDS_QUERY = defineQuery(`*[_type == "catalogueItem"] | order(category asc, order asc) ${CARD}`)

const PACKAGE = `{
  _id, name, "slug": slug.current, summary, destination, included, excluded,
  days[]{
    _key, title, timelineItems,
    "carouselImages1": carouselImages1[]{ _key, alt, crop, hotspot, asset },
    "carouselImages2": carouselImages2[]{ _key, alt, crop, hotspot, asset }
  },
  "offer": *[_type == "catalogueItem" && package._ref == ^._id][0]{ _id, name, price, durationDays, rating, "slug": slug.current, "image": image${IMAGE} }
}` as const

/**
 * What `/itinerary/:slug` can show: a package by its own slug, or a catalogue item by its slug (with the
 * package it links to, when it has one).
 */
export const ITINERARY_QUERY = defineQuery(`{
  "package": *[_type == "itineraryPackage" && slug.current == $slug][0]${PACKAGE},
  "item": *[_type == "catalogueItem" && slug.current == $slug][0]{
    _id, legacyId, name, "slug": slug.current, category, description, rating, price, durationDays,
    "image": image${PLACEHOLDER_IMAGE},
    "package": package->${PACKAGE}
  }
}`)

export const HOTEL_SAMPLE_QUERY = defineQuery(`*[_type == "hotel" && _id == "hotel-sample"][0]{
  _id, name, "slug": slug.current, description, address, location, pricePerNight,
  "images": images[]{ _key, alt, crop, hotspot, asset, "lqip": asset->metadata.lqip },
  specifications{
    keyFeatures[]{ _key, label, value },
    packageDetails[]{ _key, label, value },
    generalSpecifications[]{ _key, label, value }
  },
  customerFeedback{
    overallRating, reviewCount,
    ratings[]{ _key, star, percentage },
    reviews[]{ _key, author, country, rating, text }
  },
  "catalogueItem": *[_type == "catalogueItem" && category == "Hotels" && slug.current == ^.slug.current][0]{ _id, rating, price }
}`)

export const ABOUT_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "aboutPage" && _id == "aboutPage"][0]{ title, subtitle, intro },
  "team": *[_type == "teamMember"] | order(order asc, name asc){ _id, name, position, bio, email, phone, "photo": photo${IMAGE} }
}`)

export const SERVICES_PAGE_QUERY = defineQuery(`*[_type == "servicesPage" && _id == "servicesPage"][0]{
  title, intro,
  services[]{ _key, title, summary, body, highlights, "image": image${PLACEHOLDER_IMAGE} }
}`)

export const LEGAL_PAGE_QUERY = defineQuery(`*[_type == "legalPage" && kind == $kind][0]{
  title, lastUpdated, intro,
  sections[]{ _key, heading, anchor, body }
}`)

export const CART_PAGE_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{ "letterhead": letterhead${PLACEHOLDER_IMAGE} }`)
