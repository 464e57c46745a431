import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { documentsForPerspective, type SanityDocument } from '../../content-api/seed-dataset'
import { review as reviewType } from '../../studio/schemaTypes/review'
import { REVIEWS_WAITING_FILTER } from '../../studio/structure'
import { allSeedDocuments } from '../support/seed-data'

/**
 * The Studio's "Reviews waiting" (decisions 043 and 048): the reviews sent from the site that staff have not yet
 * approved. The Studio's lists read the drafts perspective, where a draft stands under its published id; the filter
 * must find them there as it does in the raw dataset. An edit of a published review, published reviews and other
 * drafts are not listed.
 */
describe('Reviews waiting', () => {
  const review = (id: string, fields: Record<string, unknown> = {}) => ({
    _id: id,
    _type: 'review',
    title: id,
    rating: 4,
    ...fields,
  })
  const dataset = [
    ...allSeedDocuments,
    review('drafts.review-sent', { moderation: 'waiting' }),
    // Staff's edit of a published sample (a reply), and of a visitor's review they approved before.
    review('drafts.review-sample-01', { reply: 'Thank you!' }),
    review('review-approved', { moderation: 'approved' }),
    review('drafts.review-approved', { moderation: 'approved', reply: 'Thank you!' }),
    // Staff typing in a review that came by e-mail.
    review('drafts.review-typed-in', { source: 'email' }),
  ] as SanityDocument[]
  /** The ids listed, as stored: in the raw dataset, or in the drafts perspective (a draft under its published id). */
  const listed = async (perspective: 'raw' | 'drafts') =>
    (
      await (
        await evaluate(parse(`*[${REVIEWS_WAITING_FILTER}]{ _id, _originalId }`), {
          dataset: perspective === 'raw' ? dataset : documentsForPerspective(dataset, perspective),
        })
      ).get()
    ).map(({ _id, _originalId }: { _id: string; _originalId?: string }) => _originalId ?? _id)

  it('lists a review a visitor sent in the drafts perspective the Studio’s lists read, and in raw', async () => {
    expect(await listed('drafts')).toEqual(['drafts.review-sent'])
    expect(await listed('raw')).toEqual(['drafts.review-sent'])
    // The seed has a draft of another type, and published reviews: neither is listed.
    expect(allSeedDocuments.some((doc) => doc._id.startsWith('drafts.') && doc._type !== 'review')).toBe(true)
    expect(allSeedDocuments.some((doc) => doc._id === 'review-sample-01')).toBe(true)
  })
})

describe('a review’s line in the Studio’s lists', () => {
  const prepare = reviewType.preview!.prepare!
  const FSI = '\u2068'
  const PDI = '\u2069'

  it('isolates each value the visitor wrote, so the line keeps its order', () => {
    const line = prepare({ title: 'Not again', firstName: 'SARAH evil', country: 'Kenya', rating: 1, trip: 'Gold' })
    expect(line).toEqual({
      title: `${FSI}Not again${PDI}`,
      subtitle: `1/5 · ${FSI}SARAH evil${PDI}, ${FSI}Kenya${PDI} · Gold`,
    })
  })

  it('leaves out a stray override or isolate of the visitor’s, which could otherwise close the isolate early', () => {
    const line = prepare({
      title: '\u2069\u202eGold',
      firstName: '\u202eSARAH evil',
      country: 'Kenya\u2069',
      rating: 1,
      trip: undefined,
    })
    expect(line).toEqual({
      title: `${FSI}Gold${PDI}`,
      subtitle: `1/5 · ${FSI}SARAH evil${PDI}, ${FSI}Kenya${PDI}`,
    })
  })
})
