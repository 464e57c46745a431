// The Terms and Privacy pages' loader over the seed: the document it finds, and what happens without one.
import { describe, expect, it, vi } from 'vitest'
import { testOnSeedDay } from '../../../tests/support/loader-test'
import { previewRequest, seedContent } from '../../../tests/support/seed-content'
import { seedCopy } from '../../../tests/support/seed-data'
import { loadLegalPage } from './legal-page.server'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

const request = () => new Request('https://savanna.example/Terms-&-Conditions')

describe('the legal page loader', () => {
  it('finds the terms by their kind, with every section in order', async () => {
    const { page } = await loadLegalPage(request(), 'terms')
    expect(page._id).toBe('legal-terms')
    expect(page.title).toBe('Terms & Conditions')
    expect(page.lastUpdated).toBe('2025-01-15')
    expect(page.intro).toMatch(/^These Terms & Conditions govern your use of the Savanna Links Golf & Safari website/)
    expect(page.sections?.map((section) => section.anchor)).toEqual([
      'definitions',
      'booking-and-payment',
      'ai-curated-itineraries',
      'cancellation-and-refund',
      'travel-insurance',
      'limitation-of-liability',
      'user-accounts',
      'prohibited-activities',
      'intellectual-property',
      'governing-law',
      'amendments',
    ])
    expect(page.sections?.[1]?.heading).toBe('Booking and Payment')
    expect(page.sections?.every((section) => Array.isArray(section.body) && section.body.length > 0)).toBe(true)
  })

  it('finds the privacy policy by its kind', async () => {
    const { page } = await loadLegalPage(request(), 'privacy')
    expect(page.title).toBe('Privacy Policy')
    expect(page.sections?.map((section) => section.heading)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Data Security',
      'Sharing Your Information',
      'Cookies',
      'Your Rights',
      'Changes to This Policy',
      'Contact Us',
    ])
  })

  it('fails loudly, naming the document, when it is missing from the dataset (a 500, not an empty page)', async () => {
    seedContent.change((docs) => docs.filter((doc) => doc._id !== 'legal-terms'))
    await expect(loadLegalPage(request(), 'terms')).rejects.toThrow(
      'The terms page document is missing from the dataset.',
    )
    // The other page does not depend on it.
    expect((await loadLegalPage(request(), 'privacy')).page.title).toBe('Privacy Policy')
  })

  it('shows an editor’s unpublished change in preview only', async () => {
    seedContent.change((docs) => [
      ...docs,
      {
        ...seedCopy('legal-privacy'),
        _id: 'drafts.legal-privacy',
        title: { _type: 'localeString', en: 'Privacy Notice' },
      },
    ])
    expect((await loadLegalPage(previewRequest('https://savanna.example/Privacy-Policy'), 'privacy')).page.title).toBe(
      'Privacy Notice',
    )
    expect((await loadLegalPage(request(), 'privacy')).page.title).toBe('Privacy Policy')
  })

  it('reads in preview a page that exists only as a draft, which the public cannot see', async () => {
    seedContent.change((docs) =>
      docs.map((doc) => (doc._id === 'legal-terms' ? { ...doc, _id: 'drafts.legal-terms' } : doc)),
    )
    expect(
      (await loadLegalPage(previewRequest('https://savanna.example/Terms-&-Conditions'), 'terms')).page.title,
    ).toBe('Terms & Conditions')
    await expect(loadLegalPage(request(), 'terms')).rejects.toThrow('The terms page document is missing')
  })
})
