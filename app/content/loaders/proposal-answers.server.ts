import { data } from '@remix-run/node'
import { proposalPath } from '#shared/private-documents'
import { hasControlCharacters, withoutBidiFormatting } from '#shared/visitor-text'
import type { ProposalValues } from '~/components/proposal/ProposalAnswers'
import type { HoldOutcome } from '~/content/holds/hold-places.server'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfRequest } from '~/i18n/request-language.server'
import { travellerTimeZone } from '~/logic/proposal-hold'
import { CHANGES_MAX_LENGTH } from '~/logic/proposal-standing'
import { deliverEnquiry } from '~/mail/enquiries.server'
import { tellSpecialistOfAcceptance } from '~/mail/proposal-acceptance.server'
import { refuse, refuseFields, runFormAction } from '~/platform/form-action.server'
import { PROPOSAL_HEADERS } from '~/platform/proposal-headers'
import { siteOrigin } from '~/platform/site-origin.server'
import { acceptProposal, type FoundProposal, findProposal, requestDigest, sendRequestOnce } from './proposal.server'
import { holdForAcceptance } from './proposal-hold.server'
import { tellOfHold } from './proposal-hold-mail.server'

/**
 * The three answers' fields: which button, the request for changes, and the traveller's time zone (filled in by
 * the browser after hydration); room for a multi-byte request.
 */
const PROPOSAL_FORM_LIMITS = { maxBytes: 32 * 1024, maxFields: 4, maxFieldBytes: 4 * CHANGES_MAX_LENGTH }
const INTENTS = ['accept', 'changes', 'renew'] as const
type Intent = (typeof INTENTS)[number]

const values = (form: URLSearchParams): ProposalValues => ({
  intent: form.get('intent') ?? '',
  changes: form.get('changes') ?? '',
  timeZone: form.get('timeZone') ?? '',
})

/**
 * A traveller's answer to their proposal (decision 064), through the site's one form pipeline: refused from another
 * site, read under limits, checked against where the proposal stands now, counted against the sender's enquiry
 * allowance, then written once however often it is sent. Answered in the page's language, with the request as typed
 * on any refusal; every answer carries the page's private headers.
 */
export async function answerProposal(request: Request, context: unknown, token: string) {
  const lang = languageOfRequest(request)
  const catalogue = catalogueFor(lang)
  const t = catalogue.proposal
  const outcome = await runFormAction(request, context, {
    limits: PROPOSAL_FORM_LIMITS,
    values,
    crossOrigin: t.failed,
    unreadable: (error) => `${error.message} ${catalogue.forms.nothingSent}`,
    check: async (typed) => {
      const found = await findProposal(request, context, token)
      const intent = INTENTS.find((known) => known === typed.intent)
      if (!intent) return refuse(400, t.failed)
      const closed = closedTo(intent, found)
      if (closed) refuse(409, closed === 'expired' ? t.notOpenExpired : t.notOpenWithdrawn)
      if (intent === 'changes') refuseFields({ changes: changesProblem(typed.changes, t) })
      return { found, intent }
    },
    allowance: { limit: 'enquiry', refused: catalogue.forms.rateLimited },
    write: ({ found, intent }, typed) => {
      const name = found.stored.specialist?.name ?? ''
      if (intent === 'accept') return accept(request, token, found, travellerTimeZone(typed.timeZone))
      const message =
        intent === 'renew' ? t.renewalEnquiry(found.stored.title) : t.changesEnquiry(found.stored.title, typed.changes)
      const deliver = () =>
        deliverEnquiry(enquiryOf(found, message), {
          language: lang,
          specialist: specialistOf(found),
          source: intent === 'renew' ? 'proposal-renewal' : 'proposal-changes',
          proposalId: found.stored._id,
        })
      const digest = requestDigest(intent, intent === 'renew' ? '' : withoutBidiFormatting(typed.changes, 'lines'))
      return sendRequestOnce(token, found, digest, deliver, lang).then((sent) => {
        if (intent === 'renew') return t.renewSent(name)
        return sent === 'sent' ? t.changesSent(name) : t.changesRepeated(name)
      })
    },
    failed: (error) => {
      // What the traveller wrote stays out of the log: it is their personal data.
      console.error('A proposal answer could not be recorded:', (error as Error).message)
      return t.failed
    },
  })
  const result = { ...outcome.result, intent: outcome.values.intent }
  return data(result, { status: outcome.init.status, headers: { ...outcome.init.headers, ...PROPOSAL_HEADERS } })
}

/** Why this answer cannot be given now: Accept and changes need a proposal still open (or accepted, for changes). */
function closedTo(intent: Intent, { standing }: FoundProposal): 'expired' | 'withdrawn' | null {
  if (standing === 'withdrawn') return 'withdrawn'
  if (intent === 'renew') return standing === 'expired' ? null : 'withdrawn'
  return standing === 'expired' ? 'expired' : null
}

function changesProblem(text: string, t: ReturnType<typeof catalogueFor>['proposal']): string | undefined {
  if (!/\S/.test(text)) return t.changesMissing
  if (text.length > CHANGES_MAX_LENGTH) return t.changesTooLong(CHANGES_MAX_LENGTH)
  if (hasControlCharacters(text, 'lines')) return t.changesMissing
  return undefined
}

/**
 * Accept (decisions 064, 067): a proposal that names a dated departure first holds the party's places, then the
 * acceptance is recorded once (`ifRevisionID`); only the press whose acceptance write succeeded sends the mails. A
 * departure that has filled, closed or takes places on request records the acceptance as a request for the
 * specialist, an enquiry claimed once on the proposal, so nothing the traveller did is lost.
 */
async function accept(request: Request, token: string, found: FoundProposal, timeZone: string | null) {
  const lang = languageOfRequest(request)
  const t = catalogueFor(lang).proposal
  const name = found.stored.specialist?.name ?? ''
  // Accepted before (perhaps before places were counted): nothing more is held.
  if (found.standing === 'accepted') return t.alreadyAccepted
  const hold = await holdForAcceptance(found.stored, timeZone)
  const unheld = hold && (hold.kind === 'filled' || hold.kind === 'not-bookable') ? unheldAnswer(hold, t) : null
  if (unheld) {
    const deliver = () =>
      deliverEnquiry(enquiryOf(found, unheld.enquiry(found.stored.title)), {
        language: lang,
        specialist: specialistOf(found),
        source: 'proposal-filled',
        proposalId: found.stored._id,
      })
    await sendRequestOnce(token, found, requestDigest('accept-unheld', ''), deliver, lang)
  }
  const { outcome, stored } = await acceptProposal(token, lang)
  if (outcome === 'already') return unheld ? unheld.answer(name) : t.alreadyAccepted
  if (outcome !== 'accepted') refuse(409, outcome === 'expired' ? t.notOpenExpired : t.notOpenWithdrawn)
  // The specialist already has the request, by e-mail and in the Studio.
  if (unheld) return unheld.answer(name)
  const held = hold && (hold.kind === 'held' || hold.kind === 'already') ? hold.hold : null
  try {
    await tellSpecialistOfAcceptance({
      proposalId: stored._id,
      title: stored.title,
      travellerName: [stored.traveller.firstName, stored.traveller.lastName].filter(Boolean).join(' '),
      language: stored.language,
      specialist: stored.specialist ? { id: stored.specialist._id, name: stored.specialist.name } : null,
      acceptedAt: stored.acceptedAt ?? '',
      url: `${siteOrigin(request)}${proposalPath(stored.language, token)}`,
      places: held ? { count: held.places, until: held.expiresAt } : null,
    })
    if (held) await tellOfHold(stored, held, `${siteOrigin(request)}${proposalPath(stored.language, token)}`)
  } catch (error) {
    // The acceptance is recorded, and the Studio shows it; the mail is what staff must chase.
    console.error('The specialist could not be told of an accepted proposal:', (error as Error).message)
  }
  return held ? t.heldNow(name) : t.acceptedNow(name)
}

type ProposalWords = ReturnType<typeof catalogueFor>['proposal']

/** What the page answers, and what the specialist's request says, when no places could be held. */
function unheldAnswer(hold: Extract<HoldOutcome, { kind: 'filled' | 'not-bookable' }>, t: ProposalWords) {
  if (hold.kind === 'filled') return { answer: t.filled, enquiry: t.filledEnquiry }
  if (hold.status === 'closed') return { answer: t.departureClosed, enquiry: t.closedEnquiry }
  return { answer: t.onRequest, enquiry: t.onRequestEnquiry }
}

/** The traveller as the proposal names them, as the contact form's enquiry carries a visitor. */
function enquiryOf({ stored }: FoundProposal, message: string) {
  const { firstName, lastName, email, phone } = stored.traveller
  return { FirstName: firstName, LastName: lastName ?? '', Email: email, PhoneNumber: phone ?? '', message }
}

function specialistOf({ stored }: FoundProposal) {
  const specialist = stored.specialist
  return specialist ? { id: specialist._id, name: specialist.name, office: specialist.office?.region ?? null } : null
}
