/**
 * Every GROQ query the site runs. Each projects only what its screen shows and takes user input only as
 * parameters ($slug, $category, …), never as query text.
 */

/** An image as components need it: the asset reference (dimensions are encoded in its id), crop, hotspot, alt. */
const IMAGE = `{ alt, crop, hotspot, asset }`

const CARD = `{
  _id, legacyId, name, "slug": slug.current, category, description, rating, price, durationDays,
  "image": image${IMAGE}
}`

export const SITE_SETTINGS_QUERY = `*[_type == "siteSettings" && _id == "siteSettings"][0]{
  companyName, tagline, phone, email, companyBlurb, licenceNumber, copyrightYear,
  social[]{ _key, platform, url },
  offices[]{ _key, region, title, address, phone, email },
  tourismBoard{ name, url, "logo": logo${IMAGE} },
  chat{ url, prefilledText },
  seo{ title, description },
  tripSearch{ countries, activities, transferModes },
  "ogImage": ogImage${IMAGE}
}`

export const HOME_PAGE_QUERY = `{
  "layout": *[_type == "homeLayout" && _id == "homeLayout"][0]{
    asideLinks[]{ _key, label, href },
    categoryTiles[]{ _key, category, "image": image${IMAGE} },
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
    "poster": adVideoPoster${IMAGE}
  }
}`

export const CATEGORY_LISTING_QUERY = `{
  "total": count(*[_type == "catalogueItem" && category == $category]),
  "items": *[_type == "catalogueItem" && category == $category] | order(order asc, name asc) [$start...$end] ${CARD}
}`

/** The whole catalogue as cards; search filters it on the server (substring rules GROQ's `match` lacks). */
export const CATALOGUE_CARDS_QUERY = `*[_type == "catalogueItem"] | order(category asc, order asc) ${CARD}`
