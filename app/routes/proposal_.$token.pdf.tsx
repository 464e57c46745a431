import type { LoaderFunctionArgs } from '@remix-run/node'
import { proposalPdf } from '~/content/loaders/proposal-pdf.server'

/** `/proposal/<token>/pdf`: "Download PDF" of a traveller's proposal, in the proposal's language (decision 065). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return proposalPdf(request, context, params.token ?? '')
}
