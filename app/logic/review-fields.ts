/**
 * The fixed choices of a review (decision 043), shared by the Studio's schema, the site's form and the seed: the
 * languages a review may be written in (the editions'), and where it came from.
 */
export const REVIEW_LANGUAGES = ['en', 'ar'] as const
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number]

/** `website`: sent with the form on a trip's page; `email`: typed in by staff; `imported`: from another site. */
export const REVIEW_SOURCES = ['website', 'email', 'imported'] as const
export type ReviewSource = (typeof REVIEW_SOURCES)[number]
