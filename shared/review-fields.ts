import { LANG_IDS, type Lang } from './languages'

/**
 * The fixed choices of a review (decision 043), shared by the Studio's schema, the site's form and the seed: the
 * languages a review may be written in (the editions'), and where it came from.
 */
export const REVIEW_LANGUAGES = LANG_IDS
export type ReviewLanguage = Lang

/** `website`: sent with the form on a trip's page; `email`: typed in by staff; `imported`: from another site. */
export const REVIEW_SOURCES = ['website', 'email', 'imported'] as const
export type ReviewSource = (typeof REVIEW_SOURCES)[number]

/**
 * Where a review stands with staff (decision 048): `waiting` when the site writes it, `approved` once staff publish
 * it with "Approve and publish". Reviews staff type in themselves, and the seed's, have none. A waiting review is
 * shown on no page, preview included; the Studio's "Reviews waiting" lists exactly those.
 */
export const REVIEW_MODERATION = ['waiting', 'approved'] as const
export type ReviewModeration = (typeof REVIEW_MODERATION)[number]
