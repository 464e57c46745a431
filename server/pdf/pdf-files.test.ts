import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forgetOwnersBut, keep, kept, ownerFolder, pdfFile, sweep } from './pdf-files'

const HOUR = 60 * 60 * 1000
const NOW = Date.parse('2026-11-29T12:00:00Z')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-files-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** Keeps a file as if it had been made `hoursAgo`. */
async function keptAgo(owner: string, key: string, hoursAgo: number) {
  const file = pdfFile(dir, owner, key, 'en')
  await keep(file, new TextEncoder().encode('%PDF'))
  const madeAt = new Date(NOW - hoursAgo * HOUR)
  await utimes(file, madeAt, madeAt)
  return file
}

describe('the kept PDFs', () => {
  it('names no id or token: only hashes, in one folder per owner', () => {
    const file = pdfFile(dir, 'proposal.1234', 'proposal.1234@rev', 'ar')
    expect(path.relative(dir, file)).toMatch(/^[0-9a-f]{24}\/[0-9a-f]{40}\.pdf$/)
    expect(path.dirname(file)).toBe(ownerFolder(dir, 'proposal.1234'))
  })

  it('deletes the files older than the retention period, and nothing younger', async () => {
    const old = await keptAgo('proposal.a', 'a', 30)
    const young = await keptAgo('proposal.b', 'b', 2)
    expect(await sweep(dir, { maxAgeMs: 24 * HOUR, maxFiles: 10 }, NOW)).toBe(1)
    expect([kept(old), kept(young)]).toEqual([false, true])
  })

  it('deletes the PDFs of proposals that no longer exist, and only theirs', async () => {
    const gone = await keptAgo('proposal.deleted', 'k1', 2)
    const still = [await keptAgo('proposal.kept', 'k2', 2), await keptAgo('proposal.kept', 'k3', 2)]
    // Made minutes ago, perhaps by another server of this checkout on a lake of its own: left to the next run.
    const recent = await keptAgo('proposal.of-another-lake', 'k4', 0.2)
    expect(await forgetOwnersBut(dir, ['proposal.kept', 'proposal.never-printed'], NOW)).toBe(1)
    expect([gone, ...still, recent].map(kept)).toEqual([false, true, true, true])
  })

  it('keeps at most maxFiles, the most recently made', async () => {
    const files = [await keptAgo('o', 'k1', 3), await keptAgo('o', 'k2', 1), await keptAgo('p', 'k3', 2)]
    expect(await sweep(dir, { maxAgeMs: 24 * HOUR, maxFiles: 2 }, NOW)).toBe(1)
    expect(files.map(kept)).toEqual([false, true, true])
  })

  it('clears what a render that never finished left behind, once old, never a write in progress', async () => {
    const folder = ownerFolder(dir, 'o')
    await keptAgo('o', 'k', 0)
    await writeFile(path.join(folder, 'x.pdf.abc.partial'), 'half')
    await writeFile(path.join(folder, 'y.pdf.def.partial'), 'half')
    const longAgo = new Date(NOW - 3 * HOUR)
    await utimes(path.join(folder, 'x.pdf.abc.partial'), longAgo, longAgo)
    const fresh = new Date(NOW)
    await utimes(path.join(folder, 'y.pdf.def.partial'), fresh, fresh)
    await sweep(dir, { maxAgeMs: 24 * HOUR, maxFiles: 1 }, NOW)
    expect((await readdir(folder)).sort()).toEqual([path.basename(pdfFile(dir, 'o', 'k', 'en')), 'y.pdf.def.partial'])
  })

  it('sweeps a folder that does not exist yet without failing', async () => {
    expect(await sweep(path.join(dir, 'none'), { maxAgeMs: HOUR, maxFiles: 1 }, NOW)).toBe(0)
  })
})
