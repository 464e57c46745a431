import { departurePlacesId, holdIdForProposal } from '#shared/holds'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { zoneName } from '~/i18n/format'
import { englishLeaks } from '../support/english-leaks'
import {
  editorLake,
  proposalDocument,
  proposalUrl,
  readStoredProposal,
  writeProposal,
} from '../support/proposal-fixture'
import { expect, test } from './fixtures'

/**
 * A traveller's proposal (issue 44, decision 064), written into the test server's Content Lake as "Send" leaves it:
 * its page in each language, its private headers, Accept with and without JavaScript, and that nothing public (the
 * page cache, the sitemap, search) ever holds it; and "Accept and hold my places" on a dated departure (issue 45,
 * decision 067): held until a Nairobi time, or, on a departure made full through its ledger, "filled" and a request
 * to the specialist.
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

/** Each edition its own two departures of the Gold trip, far enough out that no other spec shows them. */
const HOLD_CASES = [
  { lang: 'en', words: en.proposal, specialist: 'Omar Al Mansoori', held: 'dep-20', full: 'dep-21' },
  { lang: 'ar', words: ar.proposal, specialist: 'عمر المنصوري', held: 'dep-22', full: 'dep-23' },
] as const

/** What a catalogue sentence says around the value put into it: a browser test finds both parts on the page. */
const around = (sentence: (value: string) => string) => sentence('\u0000').split('\u0000')

const TRIP = 'item-gold'

test.describe('Accept and hold my places', () => {
  // The traveller is in Dubai: the hold's end shows in Nairobi time and in theirs.
  test.use({ timezoneId: 'Asia/Dubai' })

  for (const { lang, words, specialist, held, full } of HOLD_CASES) {
    test(`in ${lang}: places are held until a Nairobi time; on a full departure, "filled" and a request`, async ({
      browser,
      page,
      outbox,
    }) => {
      const lake = editorLake()
      // A capacity for both departures unless the seed gives one, then the second made full by a claim in its ledger.
      await lake
        .patch(TRIP)
        .setIfMissing({ [`departures[_key=="${held}"].places`]: 8, [`departures[_key=="${full}"].places`]: 8 })
        .commit()
      const capacity = await lake.fetch<number>(`*[_id == $trip][0].departures[_key == $key][0].places`, {
        trip: TRIP,
        key: full,
      })
      const ledgers = [departurePlacesId(TRIP, held), departurePlacesId(TRIP, full)]
      await lake.createOrReplace({
        _id: ledgers[1]!,
        _type: 'departurePlaces',
        trip: { _type: 'reference', _ref: TRIP, _weak: true },
        departureKey: full,
        claims: [{ _key: `e2e-${lang}`, places: capacity, until: new Date(Date.now() + 3_600_000).toISOString() }],
      })
      const departure = (key: string) => ({
        departure: { trip: { _type: 'reference', _ref: TRIP }, departureKey: key },
      })
      const holding = await writeProposal(proposalDocument({ language: lang, ...departure(held) }))
      const filling = await writeProposal(proposalDocument({ language: lang, ...departure(full) }))
      try {
        // With JavaScript, in the traveller's zone: held, in Nairobi time and in Dubai's.
        await page.goto(proposalUrl(holding))
        await page.getByRole('button', { name: words.acceptAndHold }).click()
        await expect(page.getByText(words.heldNow(specialist))).toBeVisible()
        const shown = page.locator('.proposal-hold[data-hold="held"]')
        for (const part of around(words.heldUntilNairobi)) await expect(shown).toContainText(part.trim())
        const locale = lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB'
        await expect(shown).toContainText(zoneName('Asia/Dubai', locale))
        if (lang === 'ar') expect(await englishLeaks(page)).toEqual([])
        const hold = await lake.getDocument(holdIdForProposal(holding._id))
        expect(hold).toMatchObject({ state: 'held', places: 2, travellerTimeZone: 'Asia/Dubai' })
        await expect
          .poll(() =>
            outbox.records().filter((record) => record.templateId === 'places-held' && record.language === lang),
          )
          .not.toEqual([])

        // Without JavaScript, on the full departure: filled, and the request is with the specialist.
        const plain = await browser.newContext({ javaScriptEnabled: false })
        const noScript = await plain.newPage()
        await noScript.goto(proposalUrl(filling))
        await noScript.getByRole('button', { name: words.acceptAndHold }).click()
        await expect(noScript.getByText(words.filled(specialist))).toBeVisible()
        await plain.close()
        expect(await readStoredProposal(filling)).toMatchObject({ status: 'accepted' })
        expect(await lake.getDocument(holdIdForProposal(filling._id))).toBeUndefined()
        const request = await lake.fetch<{ source: string } | null>(
          `*[_type == "enquiry" && proposal._ref == $proposal][0]{ source }`,
          { proposal: filling._id },
        )
        expect(request).toEqual({ source: 'proposal-filled' })
        const filledWords = words.filledEnquiry(filling.title as string)
        expect(outbox.records().some((record) => record.message === filledWords)).toBe(true)
      } finally {
        // The places go back: nothing of this test stays on the trip's pages.
        const cleanup = lake.transaction()
        for (const id of [...ledgers, holdIdForProposal(holding._id)]) cleanup.delete(id)
        await cleanup.commit()
      }
    })
  }
})
