import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'

const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
const file = path.join(dir, 'outbox.ndjson')
// Set before the module reads its settings: a small cap so rotation happens after a few records.
process.env.ENQUIRY_OUTBOX_FILE = file
process.env.ENQUIRY_OUTBOX_MAX_BYTES = '4096'
const { storeEnquiry, storeSubscription, OutboxFull } = await import('./enquiry-outbox.server')

const enquiry = (index: number) => ({
  FirstName: `Guest${index}`,
  LastName: 'Otieno',
  Email: `guest${index}@example.com`,
  PhoneNumber: '+254 700 000 123',
  message: 'x'.repeat(300),
})
const lines = (name: string) => (existsSync(name) ? readFileSync(name, 'utf8').split('\n').filter(Boolean) : [])

describe('the local outbox', () => {
  beforeAll(async () => {
    await storeSubscription('early@example.com')
  })

  it('appends whole lines, in order, even when many arrive at once', async () => {
    await Promise.all([1, 2].map((index) => storeEnquiry(enquiry(index))))
    const records = lines(file).map((line) => JSON.parse(line))
    expect(records.map((record) => record.FirstName ?? record.Email)).toEqual(['early@example.com', 'Guest1', 'Guest2'])
  })

  it('rotates the file at its cap, keeps every record, and still knows earlier subscribers', async () => {
    for (let index = 3; index <= 12; index += 1) await storeEnquiry(enquiry(index))
    const all = [file, `${file}.1`, `${file}.2`, `${file}.3`]
      .flatMap(lines)
      .map((line) => JSON.parse(line).FirstName ?? 'subscription')
    expect(all.sort()).toEqual(
      [
        'Guest1',
        'Guest2',
        'Guest3',
        'Guest4',
        'Guest5',
        'Guest6',
        'Guest7',
        'Guest8',
        'Guest9',
        'Guest10',
        'Guest11',
        'Guest12',
        'subscription',
      ].sort(),
    )
    for (const name of [file, `${file}.1`]) expect(readFileSync(name).byteLength).toBeLessThanOrEqual(4096)
    expect(await storeSubscription('early@example.com')).toBe('already-subscribed')
  })

  it('refuses new mail once every rotated file is taken, rather than delete any', async () => {
    let refused: unknown = null
    for (let index = 13; index <= 80 && !refused; index += 1)
      await storeEnquiry(enquiry(index)).catch((error: unknown) => (refused = error))
    expect(refused).toBeInstanceOf(OutboxFull)
    const kept = [file, `${file}.1`, `${file}.2`, `${file}.3`]
      .flatMap(lines)
      .map((line) => JSON.parse(line).FirstName)
      .filter(Boolean)
    expect(kept).toContain('Guest1')
  })
})

describe('the local outbox shared by several server workers', () => {
  it('records one subscription when the same address arrives at two workers at once', async () => {
    const shared = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-workers-')), 'outbox.ndjson')
    process.env.ENQUIRY_OUTBOX_FILE = shared
    // Two copies of the module, each with its own in-process queue, as two worker processes would have.
    vi.resetModules()
    const first = await import('./enquiry-outbox.server')
    vi.resetModules()
    const second = await import('./enquiry-outbox.server')
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) => (index % 2 ? first : second).storeSubscription('twice@example.com')),
    )
    expect(outcomes.filter((outcome) => outcome === 'subscribed')).toHaveLength(1)
    expect(lines(shared)).toHaveLength(1)
    process.env.ENQUIRY_OUTBOX_FILE = file
  })
})
