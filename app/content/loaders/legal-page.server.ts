import { contentFor } from '~/content/content.server'
import { LEGAL_PAGE_QUERY } from '~/content/queries'
import type { LegalKind } from '~/logic/legal-pages'

export async function loadLegalPage(request: Request, kind: LegalKind) {
  const content = await contentFor(request)
  const page = await content.fetch(LEGAL_PAGE_QUERY, { kind })
  if (!page) throw new Error(`The ${kind} page document is missing from the dataset.`)
  return { page }
}
