import { DEFAULT_LANG, type Lang } from './languages'

/**
 * Enquiries and proposals carry people's names and addresses (issue 44, decision 062). They are kept in the
 * Content Lake under a path, `enquiry.<uuid>` and `proposal.<uuid>`: Sanity serves a document under a path only to
 * an authenticated request, as it does drafts, and so does the local Content API (content-api/perspective.ts). The
 * Studio, the site's server and the Content API read these names from here.
 */

export const ENQUIRY_ID_PREFIX = 'enquiry.'
export const PROPOSAL_ID_PREFIX = 'proposal.'

/** A new private id under a path: a random UUID, so an id says nothing of who or when. */
export const newEnquiryId = () => `${ENQUIRY_ID_PREFIX}${globalThis.crypto.randomUUID()}`
export const newProposalId = () => `${PROPOSAL_ID_PREFIX}${globalThis.crypto.randomUUID()}`

/**
 * Where an enquiry came from on the site. Every page's script checks a link's source against these values, so they are
 * kept apart from the Studio's titles, which no page needs.
 */
export const ENQUIRY_SOURCE_VALUES = [
  'contact',
  'checkout',
  'departure',
  'waiting-list',
  'specialist',
  'trip-bar',
  'proposal-changes',
  'proposal-renewal',
  'proposal-filled',
] as const
export type EnquirySource = (typeof ENQUIRY_SOURCE_VALUES)[number]

const ENQUIRY_SOURCE_TITLES: Record<EnquirySource, string> = {
  contact: 'Contact page',
  checkout: 'Checkout',
  departure: 'Request this departure',
  'waiting-list': 'Waiting list',
  specialist: 'Enquire with a specialist',
  'trip-bar': 'Trip bar',
  'proposal-changes': 'Changes to a proposal',
  'proposal-renewal': 'Renewal of a proposal',
  'proposal-filled': 'Accepted, places not held',
}

/** The sources with their titles, for the Studio's list. */
export const ENQUIRY_SOURCES = /* @__PURE__ */ ENQUIRY_SOURCE_VALUES.map((value) => ({
  title: ENQUIRY_SOURCE_TITLES[value],
  value,
}))

export const ENQUIRY_STATUSES = [
  { title: 'New', value: 'new' },
  { title: 'Answered', value: 'answered' },
  { title: 'Closed', value: 'closed' },
] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]['value']

/**
 * A proposal's life. `expired` is also read from "valid until" at read time (a sent proposal past its date reads
 * as expired whatever its stored status), so no job has to run for it.
 */
export const PROPOSAL_STATUSES = [
  { title: 'Draft', value: 'draft' },
  { title: 'Sent', value: 'sent' },
  { title: 'Viewed', value: 'viewed' },
  { title: 'Accepted', value: 'accepted' },
  { title: 'Expired', value: 'expired' },
  { title: 'Withdrawn', value: 'withdrawn' },
] as const
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number]['value']

/**
 * The proposal's private link names it by a token of 32 random bytes (256 bits), in base64url: 43 characters. The
 * Studio makes it when the proposal is created (Web Crypto, in the browser and in Node alike).
 */
export const PROPOSAL_TOKEN_BYTES = 32
export const PROPOSAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newProposalToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(PROPOSAL_TOKEN_BYTES))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export const isProposalToken = (value: unknown): value is string =>
  typeof value === 'string' && PROPOSAL_TOKEN_PATTERN.test(value)

/** The proposal's page on the site, in its language's edition: `/proposal/<token>` or `/ar/proposal/<token>`. */
export function proposalPath(language: Lang, token: string): string {
  return `${language === DEFAULT_LANG ? '' : `/${language}`}/proposal/${token}`
}

/**
 * A request's path as a log may keep it: a proposal's token is the key to a traveller's private page, so it never
 * reaches a log line (`/ar/proposal/<token>/pdf` → `/ar/proposal/…/pdf`).
 */
export const withoutPrivateTokens = (path: string) => path.replace(/(^|\/)proposal\/[^/?#]+/g, '$1proposal/…')
