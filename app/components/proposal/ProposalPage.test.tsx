// A proposal's page as the server renders it: "Download PDF" where the server can make one, and where it cannot
// (no Chromium), the words that say to print the page instead, in the page's language (decision 065).
import { describe, expect, it, vi } from 'vitest'
import { findProposal, proposalView } from '~/content/loaders/proposal.server'
import { SITE_SETTINGS_QUERY } from '~/content/queries'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { fakePrivateStore } from '../../../tests/support/fake-private-store'
import { textOf } from '../../../tests/support/markup'
import { proposalDocument, proposalUrl } from '../../../tests/support/proposal-fixture'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { ProposalPage } from './ProposalPage'

vi.mock('~/content/private-store.server', () => import('../../../tests/support/fake-private-store'))
vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))

async function rendered(language: 'en' | 'ar', pdfUrl: string | null) {
  const proposal = proposalDocument({ language })
  fakePrivateStore.put(structuredClone(proposal))
  const url = `https://savanna.example${proposalUrl(proposal)}`
  const found = await findProposal(new Request(url), { clientAddress: '203.0.113.9' }, proposal.token)
  const settings = (await querySeed(SITE_SETTINGS_QUERY))!
  const html = await renderPage(
    <ProposalPage view={{ ...proposalView(found), pdfUrl }} settings={settings} answers={null} />,
    { url: proposalUrl(proposal) },
  )
  return { html }
}

describe("a proposal's page", () => {
  it('links its PDF where the server can make one', async () => {
    const { html } = await rendered('en', '/proposal/x/pdf')
    expect(html).toContain('href="/proposal/x/pdf"')
    expect(textOf(html)).toContain(en.proposal.downloadPdf)
    expect(textOf(html)).not.toContain(en.proposal.pdfUnavailable)
  })

  it('says to print the page where no PDF can be made, in its language', async () => {
    for (const [language, words] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const { html } = await rendered(language, null)
      expect(textOf(html)).toContain(words.proposal.pdfUnavailable)
      expect(textOf(html)).not.toContain(words.proposal.downloadPdf)
    }
  })
})
