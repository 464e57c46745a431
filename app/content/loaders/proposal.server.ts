import { createHash } from 'node:crypto'
import { data, redirect } from '@remix-run/node'
import { clientKey } from '#shared/client-key'
import type { Lang } from '#shared/languages'
import { proposalPath } from '#shared/private-documents'
import { getServerEnv } from '#shared/site-settings.server'
import type { TimelineDay } from '~/content/types'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfRequest } from '~/i18n/request-language.server'
import type { HoldView } from '~/logic/proposal-hold'
import { type ProposalStanding, proposalStanding } from '~/logic/proposal-standing'
import { siteNow } from '~/platform/clock.server'
import { PROPOSAL_HEADERS } from '~/platform/proposal-headers'
import { check, type RateDecision, spend } from '~/platform/rate-limits.server'
import { datedDepartureOf, proposalDeposit } from './proposal-hold.server'
import { readProposal, type StoredProposal, writeIfUnchanged } from './proposal-store.server'

/**
 * What a proposal's page and its two forms do with the private store (decision 064). A link is checked before
 * anything is read: a client out of guesses is refused (429) even a right link, or guessing would go on; a link
 * that names no shown proposal (no such token, a draft) is a 404 that spends one guess. A proposal opened under the
 * other edition's prefix goes to its own edition's address.
 */

export type FoundProposal = { stored: StoredProposal; standing: Exclude<ProposalStanding, 'hidden'> }

function refusedGuess(decision: Extract<RateDecision, { allowed: false }>, lang: Lang): never {
  throw data(
    { message: catalogueFor(lang).proposal.tooManyGuesses },
    { status: 429, headers: { ...PROPOSAL_HEADERS, 'Retry-After': String(decision.retryAfterSeconds) } },
  )
}

/**
 * The proposal a link names, as its page shows it now; otherwise the 404, 429 or redirect to answer with.
 * `anyEdition`: for an address every edition shares (the PDF), which never redirects to the proposal's edition.
 */
export async function findProposal(
  request: Request,
  context: unknown,
  token: string,
  { anyEdition = false } = {},
): Promise<FoundProposal> {
  const lang = languageOfRequest(request)
  const client = clientKey(context as { clientAddress?: string })
  const allowed = await check('proposalGuess', client)
  if (!allowed.allowed) refusedGuess(allowed, lang)
  const stored = await readProposal(token, lang)
  const standing = stored ? proposalStanding(stored, siteNow()) : 'hidden'
  if (!stored || standing === 'hidden') {
    const spent = await spend('proposalGuess', client)
    if (!spent.allowed) refusedGuess(spent, lang)
    throw data({ message: '' }, { status: 404, statusText: 'Not Found', headers: PROPOSAL_HEADERS })
  }
  if (!anyEdition && stored.language !== lang)
    throw redirect(proposalPath(stored.language, token), { headers: PROPOSAL_HEADERS })
  return { stored, standing }
}

/**
 * The traveller's first look: a sent proposal becomes viewed, once (a proposal already viewed, accepted or closed
 * is left as it is). A write that lost to another (the mailer noting the e-mail it sent, a second tab) reads the
 * proposal again and tries again while it is still only sent; a failed write costs the page nothing.
 */
export async function noteFirstView({ stored, standing }: FoundProposal, token: string): Promise<void> {
  let current: StoredProposal | null = stored
  try {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS && current; attempt += 1) {
      if (current.status !== 'sent' || (attempt === 0 && standing !== 'open')) return
      if (await writeIfUnchanged(current, { set: { status: 'viewed', viewedAt: siteNow().toISOString() } })) return
      current = await readProposal(token, current.language)
    }
  } catch (error) {
    console.error('A proposal could not be marked as viewed:', (error as Error).message)
  }
}

/** A write lost to another this many times in a row is given up: the traveller is asked to try again. */
const WRITE_ATTEMPTS = 5

export class ProposalBusy extends Error {}

/** What Accept did: accepted now (the specialist is to be told), accepted before, or refused by its standing. */
export type Acceptance = { outcome: 'accepted' | 'already' | 'expired' | 'withdrawn'; stored: StoredProposal }

/**
 * Accepts the proposal once: decided on the revision read, written only if it is still that revision; a write
 * that lost (a second press, a second worker) reads again and finds it accepted.
 */
export async function acceptProposal(token: string, lang: Lang): Promise<Acceptance> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const stored = await readProposal(token, lang)
    const standing = stored ? proposalStanding(stored, siteNow()) : 'hidden'
    if (!stored || standing === 'hidden') throw new ProposalBusy('The proposal is no longer shown.')
    if (standing !== 'open') return { outcome: standing === 'accepted' ? 'already' : standing, stored }
    const acceptedAt = siteNow().toISOString()
    if (await writeIfUnchanged(stored, { set: { status: 'accepted', acceptedAt } }))
      return { outcome: 'accepted', stored: { ...stored, status: 'accepted', acceptedAt } }
  }
  throw new ProposalBusy('The proposal kept changing while it was being accepted.')
}

/** A request's fingerprint: what was asked (changes, a renewal) and the words, as typed apart from outer spaces. */
export const requestDigest = (kind: string, message: string) =>
  createHash('sha256').update(`${kind}\n${message.trim()}`).digest('base64url')

/**
 * Carries a request to the specialist once (`deliver`), unless the last one recorded on the proposal was the same:
 * the fingerprint is claimed on the proposal first (at the revision read), so of two identical requests at once
 * only one is delivered; if the delivery then fails, the claim is taken back, so the traveller can send it again.
 */
export async function sendRequestOnce(
  token: string,
  found: FoundProposal,
  digest: string,
  deliver: () => Promise<void>,
  lang: Lang,
): Promise<'sent' | 'repeated'> {
  let stored = found.stored
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    if (stored.changesDigest === digest) return 'repeated'
    const revision = await writeIfUnchanged(stored, {
      set: { changesDigest: digest, changesRequestedAt: siteNow().toISOString() },
    })
    if (revision) {
      try {
        await deliver()
      } catch (error) {
        await writeIfUnchanged({ _id: stored._id, _rev: revision }, { unset: ['changesDigest'] }).catch(() => null)
        throw error
      }
      return 'sent'
    }
    const again = await readProposal(token, lang)
    if (!again) throw new ProposalBusy('The proposal is no longer shown.')
    stored = again
  }
  throw new ProposalBusy('The proposal kept changing while the request was being sent.')
}

/**
 * What the page shows, and no more: the traveller's e-mail and phone, the revision and the request fingerprint
 * stay on the server. The days as sent, else as planned (a package's day that no longer exists is left out).
 */
export function proposalView({ stored, standing }: FoundProposal, hold: HoldView | null = null) {
  const plan = stored.sentPlan?.length ? stored.sentPlan : (stored.plan ?? [])
  const days = (plan as TimelineDay[]).filter((day) => typeof day.title === 'string' && day.title.trim() !== '')
  const { firstName, lastName } = stored.traveller
  const view = {
    title: stored.title,
    standing,
    travellerName: [firstName, lastName].filter(Boolean).join(' '),
    letter: stored.letter ?? [],
    specialist: stored.specialist,
    days,
    places: (stored.places ?? []).filter((place) => place?.slug),
    departure: datesOf(stored.departure),
    party: stored.party,
    priceLines: stored.priceLines ?? [],
    totalUsd: stored.totalUsd,
    validUntil: stored.validUntil,
    paymentNote: stored.paymentNote,
    acceptedAt: stored.acceptedAt,
    // Issue 45 (decision 067): the places held on a dated departure, the deposit and how to pay it.
    holdsPlaces: datedDepartureOf(stored) !== null,
    holdHours: getServerEnv().HOLD_HOURS,
    hold,
    deposit: proposalDeposit(stored, datesOf(stored.departure)?.startDate),
    paymentLink: httpsLink(stored.paymentLink),
    bankDetails: stored.bankDetails ?? null,
  }
  // Withdrawn, the link tells who to ask and nothing more: not even in the page's data.
  if (standing !== 'withdrawn') return view
  return {
    ...view,
    letter: [],
    days: [],
    places: [],
    departure: null,
    party: null,
    priceLines: [],
    totalUsd: 0,
    paymentNote: null,
    hold: null,
    deposit: null,
    paymentLink: null,
    bankDetails: null,
  }
}

/** A payment link is shown only as an https address (the Studio asks for one; old content may not have it). */
function httpsLink(link: string | null | undefined): string | null {
  if (!link) return null
  try {
    return new URL(link).protocol === 'https:' ? link : null
  } catch {
    return null
  }
}

export type ProposalView = ReturnType<typeof proposalView>

/**
 * A proposal's dates: those of the trip's departure it names (read now, so a departure moved in the Studio moves in
 * the proposal; the end follows from the trip's length), else those written in.
 */
export function datesOf(departure: StoredProposal['departure']) {
  if (!departure) return null
  const chosen = departure.trip?.departure?.startDate
  const days = departure.trip?.days
  const startDate = chosen ?? departure.startDate
  const endDate =
    chosen && typeof days === 'number' && days > 0
      ? new Date(Date.parse(`${chosen}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10)
      : chosen
        ? null
        : departure.endDate
  const trip = departure.trip ? { _id: departure.trip._id, name: departure.trip.name, slug: departure.trip.slug } : null
  return { startDate, endDate, trip }
}
