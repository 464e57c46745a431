import AxeBuilder from '@axe-core/playwright'
import { pageRouteFiles } from '~/i18n/edition-routes'
import { proposalDocument, proposalUrl, writeProposal } from '../support/proposal-fixture'
import { expect, test } from './fixtures'

/**
 * Issue 42, rule 11 (decision 054): axe reports the same in both editions on every route, and nothing serious or
 * critical in either. One load a page: an example address for each page route, in English and in Arabic.
 */

/** An address of each page route file (app/routes/), as the test below holds the list to the route table. */
const EXAMPLES: Record<string, string> = {
  '_index.tsx': '/',
  '$listing.tsx': '/itineraries',
  '$.tsx': '/no-such-page',
  'LuxuryHotelDetails.tsx': '/LuxuryHotelDetails',
  'Privacy-Policy.tsx': '/Privacy-Policy',
  'Terms-&-Conditions.tsx': '/Terms-&-Conditions',
  'about.tsx': '/about',
  'category.$category.tsx': '/category/golf-courses',
  'checkout.tsx': '/checkout',
  'contact.tsx': '/contact',
  'itinerary.$slug.tsx': '/itinerary/gold-package',
  'listed-itinerary-details.$slug.tsx': '/listed-itinerary-details/gold-package',
  'login.tsx': '/login',
  // A traveller's proposal lives in one edition: the English one here, an Arabic one under /ar (written below).
  'proposal.$token.tsx': '/proposal/<token>',
  'reviews.$slug.tsx': '/reviews/gold-package',
  'search.tsx': '/search?q=golf',
  'services.tsx': '/services',
  'specialists.$member.tsx': '/specialists/team-05',
  'subscribe.tsx': '/subscribe',
}

test('every page route has an example address here', () => {
  expect(Object.keys(EXAMPLES).sort()).toEqual(pageRouteFiles())
})

test('axe reports the same on every route in both editions, and nothing serious or critical', async ({ page }) => {
  test.setTimeout(240_000)
  const serious: string[] = []
  const differ: Record<string, { en: string[]; ar: string[] }> = {}
  const proposals = {
    en: await writeProposal(proposalDocument()),
    ar: await writeProposal(proposalDocument({ language: 'ar' })),
  }
  const addressOf = (path: string, edition: string) =>
    path === EXAMPLES['proposal.$token.tsx']
      ? proposalUrl(proposals[edition ? 'ar' : 'en'])
      : edition + (edition && path === '/' ? '' : path)
  for (const path of Object.values(EXAMPLES)) {
    const found: Record<string, string[]> = {}
    for (const edition of ['', '/ar']) {
      await page.goto(addressOf(path, edition))
      // A page that fades in is read once it has: contrast mid-fade is not what a visitor reads.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
      // Only violations are read: axe then skips gathering the passes and the undecided (its own advice for speed).
      const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
      found[edition || 'en'] = violations.map((violation) => `${violation.id} (${violation.impact})`).sort()
      for (const violation of violations)
        if (violation.impact === 'serious' || violation.impact === 'critical')
          serious.push(`${edition}${path}: ${violation.id} at ${violation.nodes.map((node) => node.target).join(', ')}`)
    }
    if (JSON.stringify(found.en) !== JSON.stringify(found['/ar'])) differ[path] = { en: found.en!, ar: found['/ar']! }
  }
  expect(serious).toEqual([])
  expect(differ).toEqual({})
})
