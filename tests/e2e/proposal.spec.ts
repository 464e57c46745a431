import { englishLeaks } from '../support/english-leaks'
import { proposalDocument, proposalUrl, readStoredProposal, writeProposal } from '../support/proposal-fixture'
import { expect, test } from './fixtures'

/**
 * A traveller's proposal (issue 44, decision 064), written into the test server's Content Lake as "Send" leaves it:
 * its page in each language, its private headers, Accept with and without JavaScript, and that nothing public (the
 * page cache, the sitemap, search) ever holds it.
 */

const PRIVATE_HEADERS = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
}

test('an English proposal opens privately, is never cached or listed, and is accepted with JavaScript', async ({
  page,
  request,
  outbox,
}) => {
  const proposal = await writeProposal(proposalDocument({ title: `Kenya for the Hassans ${Date.now()}` }))
  const url = proposalUrl(proposal)
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  expect(response?.headers()).toMatchObject(PRIVATE_HEADERS)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(proposal.title as string)
  await expect(page.getByText('Prepared for Layla Hassan')).toBeVisible()
  await expect(page.getByText('Day 2: Karen Country Club & the Giraffe Centre')).toBeVisible()
  await expect(page.getByText('USD 10,480')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(
    page.locator('link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]'),
  ).toHaveCount(0)
  expect(await readStoredProposal(proposal)).toMatchObject({ status: 'viewed', viewedAt: expect.any(String) })

  // Asked for again, the server renders it again: the page cache kept nothing.
  const again = await request.get(url)
  expect(again.headers()['x-cache']).not.toBe('HIT')
  expect(again.headers()).toMatchObject(PRIVATE_HEADERS)
  expect((await request.get('/sitemap.xml').then((answer) => answer.text())).includes(proposal.token)).toBe(false)
  const search = await request.get(`/search?q=${encodeURIComponent('Hassans')}`)
  expect(await search.text()).not.toContain(proposal.title as string)

  await page.getByRole('button', { name: 'Accept this proposal' }).click()
  await expect(page.getByText('your acceptance is recorded')).toBeVisible()
  await expect(page.locator('.proposal__badge')).toHaveText('Accepted')
  await expect(page.getByRole('button', { name: 'Accept this proposal' })).toHaveCount(0)
  await expect.poll(() => outbox.records().filter((record) => record.proposal_id === proposal._id).length).toBe(1)
  expect(await readStoredProposal(proposal)).toMatchObject({ status: 'accepted', acceptedAt: expect.any(String) })
})

test('an Arabic proposal opens right to left with no English left, and is accepted without JavaScript', async ({
  browser,
}) => {
  const proposal = await writeProposal(proposalDocument({ language: 'ar' }))
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  // Opened under the English prefix, it goes to its own edition.
  const response = await page.goto(`/proposal/${proposal.token}`)
  expect(new URL(page.url()).pathname).toBe(proposalUrl(proposal))
  expect(response?.headers()).toMatchObject(PRIVATE_HEADERS)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(proposal.title as string)
  expect(await englishLeaks(page)).toEqual([])

  await page.getByRole('button', { name: 'قبول هذا العرض' }).click()
  await expect(page.getByText('سُجّل قبولكم')).toBeVisible()
  await expect(page.locator('.proposal__badge')).toHaveText('مقبول')
  expect(await readStoredProposal(proposal)).toMatchObject({ status: 'accepted' })
  await context.close()
})

test('a link that names no proposal is a private 404', async ({ request }) => {
  const missing = await request.get('/proposal/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
    headers: { 'X-Forwarded-For': '2001:db8:44::1' },
  })
  expect(missing.status()).toBe(404)
  expect(missing.headers()).toMatchObject(PRIVATE_HEADERS)
})
