import { fetchContent } from '~/content/content.server'
import { LEGAL_PAGE_QUERY } from '~/content/queries'
import type { LegalPage } from '~/content/types'

export async function loadLegalPage(kind: 'terms' | 'privacy') {
  const page = await fetchContent<LegalPage | null>(LEGAL_PAGE_QUERY, { kind })
  if (!page) throw new Error(`The ${kind} page document is missing from the dataset.`)
  return { page }
}
