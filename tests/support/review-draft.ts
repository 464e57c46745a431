import { reviewDraftDocument } from '~/content/review-drafts.server'

/**
 * A review draft as the site writes one (app/content/review-drafts.server.ts), its text as long as the form takes:
 * the write `npm run bench:write` and content-api/write-cost.test.ts send.
 */
export const longReviewDraft = (id: string, title = 'A week to remember') =>
  reviewDraftDocument(
    {
      tripId: 'item-gold',
      values: {
        firstName: 'Amina',
        country: 'Kenya',
        travelledIn: '2026-02',
        rating: '5',
        title,
        text: 'We played Karen twice and the lodge staff knew our names by the second evening. '.repeat(48),
      },
      language: 'en',
    },
    id,
  )
