import { defineQuery } from 'groq'
import { DEFAULT_LANG } from '#shared/languages'

/**
 * Every GROQ query the site runs. Each projects only what its screen shows and takes user input only as
 * parameters ($slug, $category, …), never as query text. `defineQuery` marks them for Sanity TypeGen, which
 * writes their result types into sanity.types.ts (`npm run typegen`); the fragments below are plain constants
 * that TypeGen inlines.
 */

/** The default language, whose value a field falls back to. */
const DEFAULT = DEFAULT_LANG

/** Items in the order of their names in the default language, the editor's order's last tie-break. */
const BY_NAME = `name.${DEFAULT} asc` as const

/**
 * A translated field (decision 042) in the page's language, else in the default language: every edition's query
 * names `$lang` (app/content/edition-params.ts gives it), and results keep the shape of one language's value. A query
 * that reads no translated field must not name `$lang`, so that it is asked, and cached, once for every edition.
 * `select` with one arm per other language, rather than `field[$lang]`: GROQ reads both alike, but TypeGen takes
 * `field[$lang]` for a filter and would type every text as an array. The arms are written out from the language list
 * when the query is sent (`otherLanguages`, app/content/edition-queries.ts), so a later language edits no query.
 */
const T = <F extends string>(field: F) =>
  `"${field}": coalesce(select($lang != "${DEFAULT}" => ${field}.otherLanguages), ${field}.${DEFAULT})` as const

/**
 * A person's name or an office's address (decision 053): written once in `field`, with its form in other languages
 * beside it in `<field>Forms`. The page's language's form, else as written; the same `select` shape as `T`, its
 * arms written out from the language list in the same way.
 */
const W = <F extends string>(field: F) =>
  `"${field}": coalesce(select($lang != "${DEFAULT}" => ${field}Forms.otherLanguages), ${field})` as const

/**
 * What every image needs to be drawn: the asset reference (dimensions are encoded in its id), and the editor's
 * crop and hotspot when the editor set either. Nothing else: an image left as uploaded would otherwise carry
 * `crop: null, hotspot: null` and the reference's `_type` into every page's loader data.
 */
/** `directional` only when set, so the images that do not point anywhere carry nothing more (decision 054). */
const IMAGE_FIELDS = `"asset": asset{ _ref }, defined(crop) || defined(hotspot) => { crop, hotspot },
  directional == true => { directional }`

/** An image as components need it: the drawing fields and its alt text. */
const IMAGE = `{ ${T('alt')}, ${IMAGE_FIELDS} }` as const

/**
 * An image no screen describes (cards, tiles, the letterhead, the video's poster and share images are shown with alt=""
 * or not at all).
 */
const UNDESCRIBED_IMAGE = `{ ${IMAGE_FIELDS} }`

/**
 * The asset's blurred placeholder (Sanity's `metadata.lqip`, a tiny base64 image shown until the picture
 * arrives). Only for images a page can show on its first screen: every placeholder travels twice (in the HTML
 * and in the loader data), so lists keep it on their first few items only (app/logic/placeholders.ts).
 */
const LQIP = `"lqip": asset->metadata.lqip`
const PLACEHOLDER_IMAGE = `{ ${T('alt')}, ${IMAGE_FIELDS}, ${LQIP} }` as const
const UNDESCRIBED_PLACEHOLDER_IMAGE = `{ ${IMAGE_FIELDS}, ${LQIP} }`

/**
 * A departure (seen from inside a trip's `departures`, the trip being `^`) a traveller may still be offered: not
 * closed, and not among `$soldOut`, the departures the site counted sold out at its clock (app/logic/sold-out.ts,
 * decision 068). The count changes with the time, which a cached query result cannot see; the parameter changes
 * only when a departure sells out or frees places, so each result is asked for once per such change.
 */
const OFFERED = `closed != true && !((^._id + "/" + _key) in $soldOut)`

/**
 * A trip's "from" price (docs/product-rules.md#prices): the lowest price per person of its upcoming departures
 * that can be booked (with places, not closed, not sold out), else its own single price; null when priced on
 * request. `$today` is the Nairobi date: a departure counts through its start day. The same rule for a trip's own
 * pages is `fromPrice` in app/logic/departures.ts; trip-filter-queries.test.ts holds the two together over the seed.
 */
const TRIP_PRICE = `coalesce(math::min(departures[startDate >= $today && places >= 1 && ${OFFERED}
  && defined(pricePerPerson)].pricePerPerson), price)`

/**
 * Reviews a page may show (decision 048): not those still waiting for staff. Published reads never hold drafts; a
 * preview reads drafts, where a review a visitor sent looks like any other, so it is told apart by its marker. A
 * staff edit of a published review (a reply) keeps its `approved` and shows in preview.
 */
const SHOWN_REVIEW = `_type == "review" && moderation != "waiting"`

/**
 * A trip's reviews (decision 043), seen from a catalogue item (`^`): those of the item and of the day-by-day package
 * it links to, which is the same trip. A review sent from the site counts only once staff approve and publish it.
 */
const ITEM_REVIEWS = `*[${SHOWN_REVIEW} && trip._ref in [^._id, ^.package._ref]]`

/**
 * The stars of a card, computed from its published reviews: their average and how many there are. An item without
 * any has neither (so it shows no stars rather than five), which also keeps them out of every card of the home
 * page's loader data that has none.
 */
const CARD_RATING = `count(${ITEM_REVIEWS}) > 0 => {
  "rating": math::avg(${ITEM_REVIEWS}.rating), "reviewCount": count(${ITEM_REVIEWS})
}`

/** A catalogue card: what a card shows, and what "Add to cart" puts in the basket. */
const CARD_FIELDS = `_id, ${T('name')}, "slug": slug.current, ${CARD_RATING}, "price": ${TRIP_PRICE}` as const
const CARD = `{ ${CARD_FIELDS}, "image": image${UNDESCRIBED_IMAGE} }` as const

/** A card whose image may be on the first screen (a listing's first row). */
const PLACEHOLDER_CARD = `{ ${CARD_FIELDS}, "image": image${UNDESCRIBED_PLACEHOLDER_IMAGE} }` as const

/**
 * The settings every page shows (top bar, header, footer, default meta). What only one page shows is read by
 * that page's own query, so it does not travel with every other page.
 */
export const SITE_SETTINGS_QUERY = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0]{
  companyName, phone, email, ${T('companyBlurb')}, copyrightYear, ${T('subscribeBlurb')},
  social[]{ _key, platform, url },
  offices[]{ _key, ${T('title')}, ${W('address')}, phone, email },
  seo{ ${T('title')}, ${T('description')} }
}` as const,
)

/**
 * The exchange rates every page sends the browser in the root loader's data, to convert USD prices after
 * hydration (decision 036): four numbers and their date, nothing else of the document.
 */
export const CURRENCY_RATES_QUERY = defineQuery(
  `*[_type == "currencyRates" && _id == "currencyRates"][0]{ asOf, kes, aed, eur, gbp }`,
)

export const HOME_PAGE_QUERY = defineQuery(
  `{
  "layout": *[_type == "homeLayout" && _id == "homeLayout"][0]{
    asideLinks[]{ _key, ${T('label')}, href },
    categoryTiles[]{ _key, category, "image": image${UNDESCRIBED_PLACEHOLDER_IMAGE} },
    sections[]{
      _key, _type,
      _type == "storyCardSection" => {
        "card": card->{
          _id, variant, color, ${T('title')}, ${T('subtitle')}, ${T('description')}, ${T('tags')},
          "image": image${IMAGE}
        }
      },
      _type == "categorySection" => {
        category, ${T('heading')}, limit,
        "items": *[_type == "catalogueItem" && category == ^.category] | order(order asc, ${BY_NAME}) [0...5] ${CARD}
      },
      _type == "partnerSection" => { ${T('heading')} }
    }
  },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    ${T('tagline')}, licenceNumber,
    tourismBoard{ name, url, "logo": logo${IMAGE} },
    chat{ url, ${T('prefilledText')} },
    tripSearch{ countries, activities, transferModes },
    "ogImage": ogImage${UNDESCRIBED_IMAGE}
  },
  "video": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    "url": adVideo.asset->url,
    "poster": adVideoPoster${UNDESCRIBED_PLACEHOLDER_IMAGE}
  }
}` as const,
)

/**
 * A trip's length in days: its day-by-day package's when it links one (what the traveller books and reads day
 * by day), else its own (decision 026). A dereference, not a lookup by type: six times cheaper in groq-js. The
 * page cache's tags do not name packages for it, so a change of a package's length reaches filtered listings
 * when their five minutes of freshness run out.
 */
const TRIP_DAYS = `coalesce(package->durationDays, durationDays)`

/**
 * Every trip filter but the travel dates (app/logic/trip-filters.ts, decision 026), every choice a parameter:
 * any of $countries, all of $activities, a duration range (an item without a length is left out once one is
 * asked), a range of the "from" price (an item priced on request always stays). A null bound or an empty list
 * filters nothing.
 */
const TRIP_FILTER_BUT_DATES = `(count($countries) == 0 || count(countries[@ in $countries]) > 0)
  && (count($activities) == 0 || count(activities[@ in $activities]) == count($activities))
  && ($minDays == null || ${TRIP_DAYS} >= $minDays)
  && ($maxDays == null || ${TRIP_DAYS} <= $maxDays)
  && ($minPrice == null || !defined(${TRIP_PRICE}) || ${TRIP_PRICE} >= $minPrice)
  && ($maxPrice == null || !defined(${TRIP_PRICE}) || ${TRIP_PRICE} <= $maxPrice)`

/**
 * The travel dates (app/logic/travel-window.ts): a departure still offered (not closed, not sold out) starts between
 * $travelFrom and $travelTo (days, both included; $travelFrom is today at the earliest). A null $travelFrom filters
 * nothing.
 */
const TRAVEL_DATES_FILTER = `($travelFrom == null || count(departures[startDate >= $travelFrom && startDate <= $travelTo
  && ${OFFERED}]) > 0)`

const TRIP_FILTER = `${TRIP_FILTER_BUT_DATES} && ${TRAVEL_DATES_FILTER}`

/**
 * The editor's order ("recommended": category, then each item's order), or cheapest ("from" price) or shortest
 * first, or best rated (the average of published reviews, then the most reviewed), with the editor's order breaking
 * ties; items priced on request, or without a length, or without reviews, come last.
 */
const TRIP_ORDER = `order(select($sort == "price" => coalesce(${TRIP_PRICE}, 1e12),
  $sort == "duration" => coalesce(${TRIP_DAYS}, 1e12),
  $sort == "rating" => -coalesce(math::avg(${ITEM_REVIEWS}.rating), 0), 0) asc,
  select($sort == "rating" => -count(${ITEM_REVIEWS}), 0) asc, category asc, order asc, ${BY_NAME})` as const

/** One page of a category's cards that match the filters, and how many match in all. */
export const CATEGORY_LISTING_QUERY = defineQuery(`{
  "total": count(*[_type == "catalogueItem" && category == $category && ${TRIP_FILTER}]),
  "items": *[_type == "catalogueItem" && category == $category && ${TRIP_FILTER}] | ${TRIP_ORDER}
    [$start...$end] ${PLACEHOLDER_CARD}
}`)

/**
 * Search (decision 027) reads three small things rather than the catalogue's cards: a compact index of what it
 * matches a term against, kept once per publish; the ids the trip filters leave, in the page's order; then the
 * cards of the one page it shows. The index has the page's language and, in `alternates`, every language's name
 * and description (one entry per language of LANGUAGES), so a term matches in either language; the keys it is filed
 * under (category, countries, activities) are matched by every language's name for them (app/logic/search-filing.ts).
 */
export const SEARCH_INDEX_QUERY = defineQuery(
  `*[_type == "catalogueItem"]{
  _id, ${T('name')}, ${T('description')}, category, countries, activities,
  "alternates": [
    name.${DEFAULT}, name.otherLanguages, description.${DEFAULT}, description.otherLanguages
  ][defined(@)]
}` as const,
)

/** The ids of the catalogue's items that match the trip filters, in the order asked for. */
export const CATALOGUE_IDS_QUERY = defineQuery(`*[_type == "catalogueItem" && ${TRIP_FILTER}] | ${TRIP_ORDER}._id`)

/**
 * When the travel dates leave nothing: the start dates of the departures (offered, not past) of the items
 * that match every other filter, in one category or all, for the page to offer the nearest ones.
 */
export const DEPARTURE_DATES_QUERY = defineQuery(`*[_type == "catalogueItem"
  && ($category == null || category == $category) && defined(departures) && ${TRIP_FILTER_BUT_DATES}]{
  _id, "starts": departures[startDate >= $today && ${OFFERED}].startDate
}`)

/** The cards of the given items (one page of search results), in no particular order. */
export const CARDS_BY_ID_QUERY = defineQuery(`*[_type == "catalogueItem" && _id in $ids] ${PLACEHOLDER_CARD}`)

/**
 * A priced itinerary's departures, as the Studio holds them (the loader keeps the upcoming ones), and their ledgers
 * (public, by the trip): what each has taken, counted at the site's clock when the page is rendered (decision 068).
 */
const DEPARTURES = `departures[]{ _key, startDate, pricePerPerson, singleSupplement, places, closed, ${T('note')} },
  "ledgers": *[_type == "departurePlaces" && trip._ref == ^._id]{
    _id, departureKey, claims[]{ places, until }
  }` as const

/**
 * Every ledger that has taken places, with its departure's capacity: what the site counts to know which departures
 * are sold out (`$soldOut`, app/logic/sold-out.ts). No `$lang`: one cached result serves every edition; a hold's
 * write evicts it (its type), and so does a publish of a trip (its `_ref`).
 */
export const TAKEN_PLACES_QUERY = defineQuery(`*[_type == "departurePlaces" && count(claims) > 0]{
  trip, departureKey, claims[]{ places, until },
  "capacity": trip->departures[_key == ^.departureKey][0]{ places, closed }
}`)

/**
 * The catalogue item that opens a package (its card, priced, with the departures): the package's `offer`. Its slug is
 * the trip's one address (app/logic/trip-address.ts), so the sitemap reads the same item (sitemap-query.ts).
 */
export const PACKAGE_OFFER = `*[_type == "catalogueItem" && package._ref == ^._id][0]` as const

const PACKAGE = `{
  _id, ${T('name')}, "slug": slug.current, ${T('summary')}, ${T('destination')}, ${T('included')}, ${T('excluded')},
  days[]{
    _key, ${T('title')}, ${T('timelineItems')},
    overnight{ name, location{ lat, lng } },
    "carouselImages1": carouselImages1[]{ _key, ${T('alt')}, ${IMAGE_FIELDS} },
    "carouselImages2": carouselImages2[]{ _key, ${T('alt')}, ${IMAGE_FIELDS} }
  },
  "offer": ${PACKAGE_OFFER}{
    _id, "slug": slug.current, ${T('name')}, price, ${CARD_RATING}, "image": image${UNDESCRIBED_IMAGE}, ${DEPARTURES}
  }
}` as const

/**
 * What `/itinerary/:slug` can show: a package by its own slug, or a catalogue item by its slug (with the
 * package it links to, when it has one).
 */
export const ITINERARY_QUERY = defineQuery(
  `{
  "package": *[_type == "itineraryPackage" && slug.current == $slug][0]${PACKAGE},
  "item": *[_type == "catalogueItem" && slug.current == $slug][0]{
    _id, ${T('name')}, "slug": slug.current, category, ${T('description')}, ${CARD_RATING}, price, durationDays,
    "image": image${PLACEHOLDER_IMAGE},
    ${DEPARTURES},
    "package": package->${PACKAGE}
  }
}` as const,
)

/** A hotel's specification line: label and value, both translated. */
const SPECIFICATION = `{ _key, ${T('label')}, ${T('value')} }` as const

export const HOTEL_SAMPLE_QUERY = defineQuery(
  `*[_type == "hotel" && _id == "hotel-sample"][0]{
  _id, name, ${T('description')}, address, location, pricePerNight,
  "images": images[]{ _key, ${T('alt')}, ${IMAGE_FIELDS}, ${LQIP} },
  specifications{
    keyFeatures[]${SPECIFICATION},
    packageDetails[]${SPECIFICATION},
    generalSpecifications[]${SPECIFICATION}
  },
  "catalogueItem": *[_type == "catalogueItem" && category == "Hotels" && slug.current == ^.slug.current][0]{
    _id, "slug": slug.current, ${CARD_RATING}, price
  },
  "chat": *[_type == "siteSettings" && _id == "siteSettings"][0].chat{ url }
}` as const,
)

/**
 * Every trip that can name a specialist (issue 35): the catalogue items, naming one or leaving it to their package,
 * and the packages, with the package an item opens. The loader gives each person theirs (`withDesignedTrips`): one
 * scan of the dataset for the whole team. A scan per person, with a count per package, cost the About page 20 ms
 * on the seed and 430 ms at 2,000 items in groq-js.
 */
const SPECIALIST_TRIPS = `*[_type in ["catalogueItem", "itineraryPackage"]]{
    _id, _type, ${T('name')}, "slug": slug.current, category, order,
    "specialist": coalesce(specialist, package->specialist){ _ref }, "package": package{ _ref }
  }` as const

export const ABOUT_PAGE_QUERY = defineQuery(
  `{
  "page": *[_type == "aboutPage" && _id == "aboutPage"][0]{ ${T('title')}, ${T('subtitle')}, ${T('intro')} },
  "team": *[_type == "teamMember"] | order(order asc, name asc){
    _id, ${W('name')}, ${T('position')}, ${T('bio')}, email, phone, "photo": photo${IMAGE}, ${T('tripsIDesign')}
  },
  "trips": ${SPECIALIST_TRIPS}
}` as const,
)

/**
 * A team member's listing (decision 054): who they are, and the trips naming them (or whose package does) in
 * About's terms, to be put in the site's order and paged; the page's cards come from CARDS_BY_ID_QUERY.
 */
export const SPECIALIST_TRIPS_QUERY = defineQuery(
  `{
  "member": *[_type == "teamMember" && _id == $member][0]{ _id, ${W('name')}, ${T('position')} },
  "trips": *[_type == "catalogueItem" && coalesce(specialist, package->specialist)._ref == $member]{
    _id, ${T('name')}, "slug": slug.current, category, order
  }
}` as const,
)

export const SERVICES_PAGE_QUERY = defineQuery(
  `*[_type == "servicesPage" && _id == "servicesPage"][0]{
  ${T('title')}, ${T('intro')},
  services[]{
    _key, ${T('title')}, ${T('summary')}, ${T('body')}, ${T('highlights')}, "image": image${PLACEHOLDER_IMAGE}
  }
}` as const,
)

export const LEGAL_PAGE_QUERY = defineQuery(
  `*[_type == "legalPage" && kind == $kind][0]{
  _id, ${T('title')}, lastUpdated, ${T('intro')},
  sections[]{ _key, ${T('heading')}, anchor, ${T('body')} }
}` as const,
)

export const CART_PAGE_QUERY = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0]{ "letterhead": letterhead${UNDESCRIBED_PLACEHOLDER_IMAGE} }`,
)

export const CONTACT_PAGE_QUERY = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0]{ ${T('contactIntro')} }` as const,
)

/** The full itinerary's tagline under its heading. */
export const ITINERARY_TAGLINE_QUERY = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0]{ ${T('itineraryTagline')} }.itineraryTagline` as const,
)

/** The reviews of one trip (its catalogue item and package ids in $tripIds), as every list of reviews shows them. */
const TRIP_REVIEWS = `*[${SHOWN_REVIEW} && trip._ref in $tripIds]`

/**
 * A trip's reviews (decision 043): the figures over all its published reviews (average, count, how many gave each
 * number of stars, 5 down to 1), and one page of them, newest first, optionally only those with $stars stars (0:
 * all), with how many that filter leaves. Reviews keep the language they were written in, so the query names no
 * `$lang` and is read once for both editions. The dataset is scanned once, for `found`; the figures count within
 * it (eight scans took 7 ms on the seed, and 104 ms at 2,000 catalogue items, in groq-js).
 */
export const TRIP_REVIEWS_QUERY = defineQuery(`{ "found": ${TRIP_REVIEWS} }{
  "average": math::avg(found[].rating),
  "count": count(found),
  "byStars": [
    count(found[rating == 5]), count(found[rating == 4]), count(found[rating == 3]), count(found[rating == 2]),
    count(found[rating == 1])
  ],
  "total": count(found[$stars == 0 || rating == $stars]),
  "reviews": found[$stars == 0 || rating == $stars] | order(_createdAt desc, _id asc) [$start...$end]{
    _id, _createdAt, firstName, country, travelledIn, rating, title, text, language, verified, reply
  }
}`)

/**
 * How many reviews sent from the site wait for staff (decision 048), in all and for one trip (its ids in $tripIds):
 * read with the reviews token in the raw perspective, where each waiting review is its one draft.
 */
export const REVIEWS_WAITING_COUNT_QUERY = defineQuery(`{
  "all": count(*[_type == "review" && moderation == "waiting"]),
  "trip": count(*[_type == "review" && moderation == "waiting" && trip._ref in $tripIds])
}`)

/**
 * What a review is written about, by the slug of its page: a catalogue item (with the package it links to) or a
 * package (with the catalogue item that sells it). A review names the item when there is one (cards are items).
 */
export const REVIEWED_TRIP_QUERY = defineQuery(
  `{
  "item": *[_type == "catalogueItem" && slug.current == $slug][0]{
    _id, ${T('name')}, "slug": slug.current, category, "packageId": package._ref
  },
  "package": *[_type == "itineraryPackage" && slug.current == $slug][0]{
    _id, ${T('name')}, "slug": slug.current,
    "itemId": *[_type == "catalogueItem" && package._ref == ^._id][0]._id
  }
}` as const,
)

/**
 * Specialists (issue 35, decision 044). A trip's specialist as its card shows them: the person, the words in the
 * page's language, and their office joined from the settings' offices by region (an office is an entry of the
 * settings, not a document, so a team member names its region).
 */
const SPECIALIST = `{
  _id, ${W('name')}, ${T('position')}, ${T('tripsIDesign')}, languages, phone, whatsapp, "photo": photo${IMAGE},
  "office": *[_type == "siteSettings" && _id == "siteSettings"][0].offices[region == ^.office][0]{
    region, ${T('title')}
  }
}` as const

/** The site-wide chat link's address, which a trip's floating chat link keeps while naming the trip. */
const CHAT_URL = `*[_type == "siteSettings" && _id == "siteSettings"][0].chat.url`

/**
 * The specialist of the trip `$slug` names, as `/itinerary/:slug` resolves it (a package first, then a catalogue
 * item): the page's own document's specialist, else that of its package or of the item that opens it.
 */
export const TRIP_SPECIALIST_QUERY = defineQuery(
  `{
  "specialist": coalesce(
    *[_type == "itineraryPackage" && slug.current == $slug][0]{
      "ref": coalesce(specialist, *[_type == "catalogueItem" && package._ref == ^._id][0].specialist)
    }.ref,
    *[_type == "catalogueItem" && slug.current == $slug][0]{ "ref": coalesce(specialist, package->specialist) }.ref
  )->${SPECIALIST},
  "chatUrl": ${CHAT_URL}
}` as const,
)

/** The hotel sample's specialist: its catalogue item's (the hotel page's own trip, as "Add to Tour Cart" adds it). */
export const HOTEL_SPECIALIST_QUERY = defineQuery(
  `{
  "specialist": *[_type == "teamMember" && _id == *[_type == "hotel" && _id == "hotel-sample"][0]{
    "ref": *[_type == "catalogueItem" && category == "Hotels" && slug.current == ^.slug.current][0].specialist._ref
  }.ref][0]${SPECIALIST},
  "chatUrl": ${CHAT_URL}
}` as const,
)

/**
 * The team an enquiry's specialist (`?specialist=` on the contact page, the form's hidden field) is checked against,
 * with what the page and the e-mail to staff say of each person (staff read the name as written, the page its form
 * in the page's language). The whole team, a handful of people, in one read
 * cached for every enquiry: a value a visitor sends never becomes a query parameter of its own.
 */
export const ENQUIRY_TEAM_QUERY = defineQuery(
  `*[_type == "teamMember"]{
  _id, "writtenName": name, ${W('name')}, ${T('position')}, office,
  "officeTitle": *[_type == "siteSettings" && _id == "siteSettings"][0].offices[region == ^.office][0]{
    ${T('title')}
  }.title
}` as const,
)

/** A day as the full itinerary draws it (components/shared/DayTimeline.tsx), from a proposal's own day. */
const PROPOSAL_DAY = `{
  _key, title, timelineItems, overnight, "carouselImages1": images[]{ _key, ${IMAGE_FIELDS} }
}` as const

/**
 * A proposal's page (decision 064), read only through the private store (content/private-store.server.ts), never
 * through the site's content cache: the published proposal (`proposal.<uuid>`, not a draft) with this link's
 * `$token`, and what it names, in its own language (`$lang`, its edition). Its days as sent (`sentPlan`) when it was
 * sent with them; otherwise its plan, each day of a package read from that package as the trip pages read it.
 */
export const PROPOSAL_PAGE_QUERY = defineQuery(
  `*[_type == "proposal" && _id in path("proposal.*") && token == $token][0]{
  _id, _rev, status, language, title, letter, validUntil, paymentNote, paymentLink, totalUsd, viewedAt, acceptedAt,
  changesDigest,
  "bankDetails": *[_type == "siteSettings" && _id == "siteSettings"][0]{ ${T('bankDetails')} }.bankDetails,
  traveller{ firstName, lastName, email, phone },
  party{ adults, children, rooms },
  priceLines[]{ _key, label, amount, per, quantity },
  departure{
    startDate, endDate, departureKey,
    "trip": trip->{
      _id, ${T('name')}, "slug": slug.current, "days": ${TRIP_DAYS}, deposit{ kind, value, balanceDueDays },
      "departure": departures[_key == ^.^.departureKey][0]{ _key, startDate }
    }
  },
  "specialist": specialist->${SPECIALIST},
  "sentPlan": sentPlan[]${PROPOSAL_DAY},
  "plan": plan[]{
    _type == "customDay" => ${PROPOSAL_DAY},
    _type == "packageDay" => package->days[_key == ^.dayKey][0]{
      _key, ${T('title')}, ${T('timelineItems')}, "overnight": overnight.name,
      "carouselImages1": carouselImages1[]{ _key, ${T('alt')}, ${IMAGE_FIELDS} },
      "carouselImages2": carouselImages2[]{ _key, ${T('alt')}, ${IMAGE_FIELDS} }
    },
    _key
  },
  "places": places[]->{ _id, ${T('name')}, "slug": slug.current, category, "image": image${UNDESCRIBED_IMAGE} }
}` as const,
)
