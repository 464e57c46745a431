import type { StructureBuilder } from 'sanity/structure'
import { ENQUIRY_STATUSES, PROPOSAL_ID_PREFIX, PROPOSAL_STATUSES } from '#shared/private-documents'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'

/**
 * The specialist's lists (issue 44, decision 063): enquiries newest first, by status and by specialist; proposals
 * newest first and by status. Both are private documents under a path (`enquiry.<uuid>`, `proposal.<uuid>`), which
 * the Studio reads as the signed-in editor.
 */

const NEWEST_ENQUIRIES = [{ field: 'receivedAt', direction: 'desc' as const }]
const NEWEST_PROPOSALS = [{ field: '_createdAt', direction: 'desc' as const }]

function enquiryList(S: StructureBuilder, title: string, filter: string, params: Record<string, string> = {}) {
  // Enquiries come from the site; none is created here (a new one would lack the path its privacy rests on).
  return S.documentList()
    .title(title)
    .schemaType('enquiry')
    .apiVersion(DEFAULT_SANITY_API_VERSION)
    .filter(`_type == "enquiry" && ${filter}`)
    .params(params)
    .defaultOrdering(NEWEST_ENQUIRIES)
    .initialValueTemplates([])
}

/**
 * A new proposal made in this list gets an id under the path: the list's "Create" opens a random id, which the
 * child pane puts under `proposal.` before anything is written (the Studio's global create menu cannot, so it
 * does not offer proposals: sanity.config.ts).
 */
export const underProposalPath = (id: string) => (id.startsWith(PROPOSAL_ID_PREFIX) ? id : `${PROPOSAL_ID_PREFIX}${id}`)

function proposalList(S: StructureBuilder, title: string, filter: string, params: Record<string, string> = {}) {
  return S.documentList()
    .title(title)
    .schemaType('proposal')
    .apiVersion(DEFAULT_SANITY_API_VERSION)
    .filter(`_type == "proposal" && ${filter}`)
    .params(params)
    .defaultOrdering(NEWEST_PROPOSALS)
    .child((id) => S.document().schemaType('proposal').documentId(underProposalPath(id)))
}

type ListOf = (
  S: StructureBuilder,
  title: string,
  filter: string,
  params?: Record<string, string>,
) => ReturnType<StructureBuilder['documentList']>

/**
 * "All", then one list per status. A document without a status has its type's first one (new, draft): the Studio
 * and the site write it, but a missing field reads the same.
 */
function byStatus(
  S: StructureBuilder,
  type: 'enquiry' | 'proposal',
  noun: string,
  statuses: ReadonlyArray<{ title: string; value: string }>,
  list: ListOf,
) {
  const first = statuses[0]?.value
  return [
    S.listItem()
      .title(`All ${noun}`)
      .id('all')
      .schemaType(type)
      .child(list(S, `All ${noun}`, 'true')),
    S.divider(),
    ...statuses.map(({ title, value }) =>
      S.listItem()
        .title(title)
        .id(value)
        .schemaType(type)
        .child(
          list(
            S,
            `${title} ${noun}`,
            value === first ? '(status == $status || !defined(status))' : 'status == $status',
            {
              status: value,
            },
          ),
        ),
    ),
  ]
}

export const enquiriesItem = (S: StructureBuilder) =>
  S.listItem()
    .title('Enquiries')
    .id('enquiries')
    .schemaType('enquiry')
    .child(
      S.list()
        .title('Enquiries')
        .items([
          ...byStatus(S, 'enquiry', 'enquiries', ENQUIRY_STATUSES, enquiryList),
          S.divider(),
          S.listItem()
            .title('By specialist')
            .id('by-specialist')
            .child(
              S.documentTypeList('teamMember')
                .title('By specialist')
                .defaultOrdering([{ field: 'order', direction: 'asc' }])
                .initialValueTemplates([])
                .child((memberId) =>
                  enquiryList(S, 'Their enquiries', 'specialist._ref == $member', { member: memberId }),
                ),
            ),
          S.listItem()
            .title('No specialist')
            .id('no-specialist')
            .schemaType('enquiry')
            .child(enquiryList(S, 'No specialist', '!defined(specialist._ref)')),
        ]),
    )

export const proposalsItem = (S: StructureBuilder) =>
  S.listItem()
    .title('Proposals')
    .id('proposals')
    .schemaType('proposal')
    .child(
      S.list()
        .title('Proposals')
        .items(byStatus(S, 'proposal', 'proposals', PROPOSAL_STATUSES, proposalList)),
    )
