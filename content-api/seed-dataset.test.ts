import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it, vi } from 'vitest'
import { HOME_PAGE_QUERY, SITE_SETTINGS_QUERY } from '~/content/queries'
import type { HomePage, SiteSettings } from '~/content/types'
import { documentsForPerspective, loadEmbeddedDataset, type Perspective, type SanityDocument } from './seed-dataset'

const seedDir = path.resolve(__dirname, '../seed')
const dataset = loadEmbeddedDataset({ seedDir, projectId: 'local', dataset: 'production' })
/** The seed as a query sees it, evaluated here with groq-js as the local Content API does. */
const backend = {
  async query<T>(query: string, params: Record<string, unknown>, perspective: Perspective): Promise<T> {
    const result = await evaluate(parse(query, { params }), {
      dataset: documentsForPerspective(dataset.documents, perspective),
      params,
    })
    return (await result.get()) as T
  },
}

describe('the seed as an in-process dataset', () => {
  it('turns every asset placeholder into a Sanity asset reference with its own asset document', () => {
    const json = JSON.stringify(dataset.documents)
    expect(json).not.toContain('_sanityAsset')
    const refs = [...json.matchAll(/"_ref":"((?:image|file)-[^"]+)"/g)].map((match) => match[1]!)
    const assetIds = new Set(dataset.documents.filter((doc) => doc._type.startsWith('sanity.')).map((doc) => doc._id))
    expect(refs.length).toBeGreaterThan(50)
    for (const ref of refs) expect(assetIds).toContain(ref)
    for (const ref of refs.filter((r) => r.startsWith('image-')))
      expect(ref).toMatch(/^image-[0-9a-f]{40}-\d+x\d+-(jpg|png)$/)
  })

  it('gives every image asset the metadata Sanity adds on upload: dimensions, blurred placeholder (lqip)', async () => {
    const images = dataset.documents.filter((doc) => doc._type === 'sanity.imageAsset')
    expect(images.length).toBeGreaterThan(50)
    for (const image of images) {
      expect(image.metadata, image._id).toMatchObject({
        dimensions: { width: expect.any(Number), height: expect.any(Number) },
        lqip: expect.stringMatching(/^data:image\/webp;base64,/),
      })
    }
    const lqip = await backend.query<string>(
      '*[_type == "catalogueItem"][0].image.asset->metadata.lqip',
      {},
      'published',
    )
    expect(lqip).toMatch(/^data:image\/webp;base64,/)
  })

  it('leaves out a placeholder recorded for other bytes than the file now has', () => {
    const seedCopy = mkdtempSync(path.join(tmpdir(), 'seed-'))
    cpSync(seedDir, seedCopy, { recursive: true })
    const metadataFile = path.join(seedCopy, 'image-metadata.json')
    const metadata = JSON.parse(readFileSync(metadataFile, 'utf8'))
    metadata['images/item-gold.jpg'].sha1 = '0'.repeat(40)
    writeFileSync(metadataFile, JSON.stringify(metadata))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const copy = loadEmbeddedDataset({ seedDir: seedCopy, projectId: 'local', dataset: 'production' })
      const gold = copy.documents.find(
        (doc) => doc._type === 'sanity.imageAsset' && doc.originalFilename === 'item-gold.jpg',
      )
      expect(gold?.metadata).not.toHaveProperty('lqip')
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('images/item-gold.jpg'))
    } finally {
      warn.mockRestore()
      rmSync(seedCopy, { recursive: true, force: true })
    }
  })

  it('answers the home query with the layout in the seeded order and at most five cards a section', async () => {
    const home = await backend.query<HomePage>(HOME_PAGE_QUERY, { today: '2026-11-24' }, 'published')
    const order = home.layout!.sections!.map((section) =>
      section._type === 'categorySection'
        ? section.category
        : section._type === 'storyCardSection'
          ? `story:${section.card?.variant}`
          : 'partner',
    )
    expect(order).toEqual([
      'story:blue',
      'Itineraries',
      'Hotels',
      'story:red',
      'Circuits',
      'story:green',
      'Golf Courses',
      'Excursions',
      'story:custom',
      'partner',
    ])
    for (const section of home.layout!.sections!) {
      if (section._type === 'categorySection') expect(section.items.length).toBe(5)
    }
    expect(home.video?.url).toMatch(/^\/files\/local\/production\/[0-9a-f]{40}\.mp4$/)
  })

  it('answers the site settings query', async () => {
    const settings = await backend.query<SiteSettings>(SITE_SETTINGS_QUERY, {}, 'published')
    expect(settings.offices!.map((office) => office.title)).toEqual(['Dubai Office', 'US Office', 'Nairobi Office'])
    expect(settings.social!.map((link) => link.platform)).toEqual(['facebook', 'twitter', 'instagram', 'linkedin'])
    expect(settings.copyrightYear).toBe(2025)
  })

  it('hides drafts from the published perspective and overlays them in the drafts perspective', async () => {
    const query = '*[_type == "itineraryPackage" && slug.current == $slug][0]{ _id, "firstDay": days[0].title }'
    const published = await backend.query<{ _id: string; firstDay: string }>(
      query,
      { slug: 'gold-package' },
      'published',
    )
    const drafts = await backend.query<{ _id: string; firstDay: string }>(query, { slug: 'gold-package' }, 'drafts')
    expect(published._id).toBe('package-gold-package')
    expect(drafts._id).toBe('package-gold-package')
    expect(drafts.firstDay).not.toBe(published.firstDay)
    expect(await backend.query('count(*[_id in path("drafts.**")])', {}, 'published')).toBe(0)
  })
})

describe('documentsForPerspective', () => {
  const docs: SanityDocument[] = [
    { _id: 'a', _type: 't', title: 'A' },
    { _id: 'drafts.a', _type: 't', title: 'A (edited)' },
    { _id: 'drafts.b', _type: 't', title: 'B (new, unpublished)' },
  ]
  it('published: drafts never appear', () => {
    expect(documentsForPerspective(docs, 'published')).toEqual([{ _id: 'a', _type: 't', title: 'A' }])
  })
  it('drafts: a draft replaces its published version and draft-only documents appear under their published id', () => {
    expect(documentsForPerspective(docs, 'drafts').map((d) => [d._id, d.title])).toEqual([
      ['a', 'A (edited)'],
      ['b', 'B (new, unpublished)'],
    ])
  })
})
