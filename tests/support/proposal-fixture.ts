import { createClient } from '@sanity/client'
import type { Lang } from '#shared/languages'
import { localEditorToken } from '#shared/local-editor-token.server'
import { newProposalId, newProposalToken, type ProposalStatus, proposalPath } from '#shared/private-documents'
import { DEFAULT_SANITY_API_VERSION, DEFAULT_SANITY_DATASET, EMBEDDED_PROJECT_ID } from '#shared/setting-defaults'

/**
 * A traveller's proposal as "Send" and the server's mailer leave it (issue 44, decision 064), for tests: published
 * under its private id, sent, with two days of the Gold Package, one day written for the traveller, a departure,
 * three price lines and a specialist from the seed. `writeProposal` puts it in the test server's Content Lake (as
 * the local editor); unit tests hand `proposalDocument()` to tests/support/fake-private-store.ts.
 */
export type ProposalFixture = Record<string, unknown> & { _id: string; _type: 'proposal'; token: string }

const WORDS = {
  en: {
    title: 'Kenya golf and safari for the Hassans',
    letter: 'Here is the trip we spoke about: golf in Nairobi, then a day written just for you.',
    day: 'A private day at Lake Naivasha',
    lines: ['Gold Package, twin room', 'Lake Naivasha private boat', 'Airport transfers'],
    payment: 'A deposit of 30% by bank transfer within 14 days; the balance 60 days before travel.',
  },
  ar: {
    title: 'رحلة غولف وسفاري في كينيا لعائلة حسن',
    letter: 'إليكم الرحلة التي تحدثنا عنها: الغولف في نيروبي، ثم يوم صُمّم لكم خصيصًا.',
    day: 'يوم خاص على بحيرة نيفاشا',
    lines: ['الباقة الذهبية، غرفة مزدوجة', 'قارب خاص على بحيرة نيفاشا', 'التنقل من المطار وإليه'],
    payment: 'دفعة مقدمة بنسبة 30% بتحويل مصرفي خلال 14 يومًا، والباقي قبل السفر بستين يومًا.',
  },
} as const

/** The editions the fixture has words for. */
export type FixtureLanguage = keyof typeof WORDS
export const FIXTURE_LANGUAGES = Object.keys(WORDS) as FixtureLanguage[]

export function proposalDocument(
  fields: { language?: FixtureLanguage; status?: ProposalStatus; validUntil?: string } & Record<string, unknown> = {},
): ProposalFixture {
  const language = fields.language ?? 'en'
  const words = WORDS[language]
  return {
    _id: newProposalId(),
    _type: 'proposal',
    token: newProposalToken(),
    status: 'sent',
    sentAt: '2026-11-20T10:00:00Z',
    // Already e-mailed, as the server's mailer leaves it: no mailer of a test server takes it up again.
    emailedAt: '2026-11-20T10:00:05Z',
    language,
    traveller: { firstName: 'Layla', lastName: 'Hassan', email: 'layla@example.com', phone: '+971 50 000 0199' },
    specialist: { _type: 'reference', _ref: 'team-07' },
    title: words.title,
    letter: [
      {
        _type: 'block',
        _key: 'letter-1',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 'span-1', text: words.letter, marks: [] }],
      },
    ],
    plan: [
      {
        _type: 'packageDay',
        _key: 'plan-1',
        package: { _type: 'reference', _ref: 'package-gold-package' },
        dayKey: 'day-01',
      },
      {
        _type: 'packageDay',
        _key: 'plan-2',
        package: { _type: 'reference', _ref: 'package-gold-package' },
        dayKey: 'day-02',
      },
      { _type: 'customDay', _key: 'plan-3', title: words.day, timelineItems: [words.day] },
    ],
    places: [
      { _type: 'reference', _ref: 'item-karen-country-and-golf-club', _key: 'place-1' },
      { _type: 'reference', _ref: 'item-nairobi-serena-hotel', _key: 'place-2' },
    ],
    departure: { startDate: '2027-03-04', endDate: '2027-03-10' },
    party: { adults: 2, children: 0, rooms: 1 },
    priceLines: [
      { _key: 'line-1', label: words.lines[0], amount: 4850, per: 'person', quantity: 2 },
      { _key: 'line-2', label: words.lines[1], amount: 600, per: 'booking', quantity: 1 },
      { _key: 'line-3', label: words.lines[2], amount: 90, per: 'person', quantity: 2 },
    ],
    totalUsd: 10480,
    paymentNote: words.payment,
    validUntil: '2099-12-31',
    ...fields,
  }
}

/** The proposal's page on the site. */
export const proposalUrl = (proposal: ProposalFixture) => proposalPath(proposal.language as Lang, proposal.token)

/** The test server's Content Lake as the local editor (the token the site and the Content API share). */
export const editorLake = () =>
  createClient({
    projectId: EMBEDDED_PROJECT_ID,
    dataset: DEFAULT_SANITY_DATASET,
    apiVersion: DEFAULT_SANITY_API_VERSION,
    apiHost: process.env.CONTENT_API_URL,
    useProjectHostname: false,
    useCdn: false,
    token: localEditorToken(),
  })

/** Writes the proposal, published, into the test server's Content Lake; returns it. */
export async function writeProposal(proposal: ProposalFixture): Promise<ProposalFixture> {
  await editorLake().createOrReplace(proposal)
  return proposal
}

/** The proposal as the Content Lake holds it now. */
export const readStoredProposal = (proposal: ProposalFixture) =>
  editorLake().getDocument<Record<string, unknown>>(proposal._id)
