import { createHash } from 'node:crypto'
import { proposalPath } from '#shared/private-documents'
import { catalogueFor } from '~/i18n/catalogue'
import type { HoldView } from '~/logic/proposal-hold'
import { pdfAvailable, pdfDownload } from '~/platform/pdf-download.server'
import { pdfMakerOf } from '~/platform/pdf-maker'
import { plainText } from '~/platform/plain-text'
import { PROPOSAL_HEADERS } from '~/platform/proposal-headers'
import { type FoundProposal, findProposal, proposalView } from './proposal.server'
import { readProposalHold } from './proposal-hold.server'

/**
 * A proposal's PDF (decisions 064 and 065): its own page, printed by the host's Chromium. One address for both
 * editions, `/proposal/<token>/pdf`; the page printed is the proposal's own edition. A PDF is kept per version of what
 * the page shows (the view's hash): a first look that marks it viewed makes no new file, a resend with other prices
 * does. A withdrawn proposal has no PDF, and its kept files are deleted when it is asked for.
 */
export const proposalPdfPath = (token: string) => `/proposal/${token}/pdf`

/** The hold is part of what the page shows (held, booked, ended: decision 067), so a change to it is a new file. */
export const pdfKeyOf = (found: FoundProposal, hold: HoldView | null = null) =>
  createHash('sha256')
    .update(JSON.stringify(proposalView(found, hold)))
    .digest('base64url')

/** What the page offers: the PDF's address, or null when this server cannot make one (it says so instead). */
export function pdfLink(context: unknown, token: string): string | null {
  return pdfAvailable(context) ? proposalPdfPath(token) : null
}

/**
 * The page's refusals (404, 429) as this address answers them: as plain text, with the page's private headers and
 * when to come back. A file's address has no page to show them in, and a thrown `data()` would lose its headers.
 */
function refusalOf(thrown: unknown): Response {
  const refusal = thrown as { type?: unknown; data?: { message?: unknown }; init?: ResponseInit | null }
  if (thrown instanceof Response) return refusalResponse(thrown.status, '', thrown.headers.get('Retry-After'))
  if (refusal?.type !== 'DataWithResponseInit') throw thrown
  const message = typeof refusal.data?.message === 'string' ? refusal.data.message : ''
  return refusalResponse(refusal.init?.status ?? 404, message, new Headers(refusal.init?.headers).get('Retry-After'))
}

function refusalResponse(status: number, message: string, retryAfter: string | null): Response {
  return plainText(message, status, { ...PROPOSAL_HEADERS, ...(retryAfter ? { 'Retry-After': retryAfter } : {}) })
}

export async function proposalPdf(request: Request, context: unknown, token: string): Promise<Response> {
  let found: FoundProposal
  try {
    found = await findProposal(request, context, token, { anyEdition: true })
  } catch (thrown) {
    return refusalOf(thrown)
  }
  const { stored } = found
  if (found.standing === 'withdrawn') {
    await pdfMakerOf(context)?.forgetPdfs(stored._id)
    return refusalResponse(404, '', null)
  }
  const response = await pdfDownload(context, {
    path: proposalPath(stored.language, token),
    key: pdfKeyOf(found, await readProposalHold(stored)),
    owner: stored._id,
    lang: stored.language,
    filename: catalogueFor(stored.language).proposal.pdfFileName(stored.title),
  })
  for (const [name, value] of Object.entries(PROPOSAL_HEADERS)) response.headers.set(name, value)
  return response
}
