import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ProposalAnswers, type ProposalResult } from '~/components/proposal/ProposalAnswers'
import { ProposalPage } from '~/components/proposal/ProposalPage'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { findProposal, noteFirstView, proposalView } from '~/content/loaders/proposal.server'
import { answerProposal } from '~/content/loaders/proposal-answers.server'
import { readProposalHold } from '~/content/loaders/proposal-hold.server'
import { pdfLink } from '~/content/loaders/proposal-pdf.server'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { notFoundMeta, pageMeta } from '~/logic/page-meta'
import { PROPOSAL_HEADERS, proposalPageHeaders } from '~/platform/proposal-headers'
import { useRootData } from '~/state/root-data'
import proposalStyles from '~/styles/proposal.css?url'
import tripPagesStyles from '~/styles/trip-pages.css?url'

/**
 * `/proposal/<token>` and `/ar/proposal/<token>` (issue 44, decision 064): a traveller's private proposal, read from
 * the private store on every request, never kept by a cache, never indexed, never tied to other editions.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const token = params.token ?? ''
  const found = await findProposal(request, context, token)
  const [hold] = await Promise.all([readProposalHold(found.stored), noteFirstView(found, token)])
  return data({ ...proposalView(found, hold), pdfUrl: pdfLink(context, token) }, { headers: PROPOSAL_HEADERS })
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  return answerProposal(request, context, params.token ?? '')
}

export const headers = proposalPageHeaders

/** No canonical link, no other editions (components/layout/EditionLinks.tsx): the page is nobody's to find. */
export const handle = { editions: false }

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: tripPagesStyles },
  { rel: 'stylesheet', href: proposalStyles },
]

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const catalogue = catalogueFor(languageOfMatches(matches))
  if (!data) return notFoundMeta(catalogue)
  return [
    ...pageMeta({ title: data.title, description: catalogue.proposal.metaDescription }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ProposalRoute() {
  const view = useLoaderData<typeof loader>()
  const result = (useActionData<typeof action>() ?? null) as ProposalResult | null
  const { settings } = useRootData()
  return (
    <ProposalPage
      view={view}
      settings={settings}
      answers={
        <ProposalAnswers view={view} specialistName={view.specialist?.name ?? settings.companyName} result={result} />
      }
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
