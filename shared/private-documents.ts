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

/** Where an enquiry came from on the site, for the Studio's list. */
export const ENQUIRY_SOURCES = [
  { title: 'Contact page', value: 'contact' },
  { title: 'Checkout', value: 'checkout' },
  { title: 'Request this departure', value: 'departure' },
  { title: 'Waiting list', value: 'waiting-list' },
  { title: 'Enquire with a specialist', value: 'specialist' },
  { title: 'Trip bar', value: 'trip-bar' },
  { title: 'Changes to a proposal', value: 'proposal-changes' },
  { title: 'Renewal of a proposal', value: 'proposal-renewal' },
  { title: 'Accepted, places not held', value: 'proposal-filled' },
] as const
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number]['value']

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
