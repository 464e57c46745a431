// @starts-processes: a local Content API and child processes, so only npm test runs it (decision 058)
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { appendFile, cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startApi } from '../tests/support/content-api'
import { resetContentLake } from './reset-data'

const dirs: string[] = []
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'content-lake-persist-'))
  dirs.push(dir)
  return dir
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** The data directory as a crash would leave it: its files copied while the API that writes them still runs. */
const crashCopy = async (dataDir: string) => {
  const copy = await tempDir()
  await cp(dataDir, copy, { recursive: true })
  return copy
}

const parseNdjson = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { _id: string; [key: string]: unknown })

describe('persistence', () => {
  it('keeps every committed change across a restart, in a whole ndjson file', async () => {
    const dataDir = await tempDir()
    const first = await startApi({ dataDir })
    const file = path.join(dataDir, 'production.ndjson')
    // The first start writes the seed out.
    expect(parseNdjson(await readFile(file, 'utf8')).some((doc) => doc._id === 'aboutPage')).toBe(true)
    await first.client.create({ _id: 'kept', _type: 'hotel', name: 'Kept' })
    await first.client.patch('aboutPage').set({ title: 'Changed' }).commit()
    // A team member no trip names as its specialist: a referenced document cannot be deleted.
    await first.client.delete('team-06')
    // Several transactions at once are written in order and none is lost.
    await Promise.all(Array.from({ length: 10 }, (_, i) => first.client.create({ _id: `burst-${i}`, _type: 'hotel' })))
    await first.stop()

    // No temporary file is left beside the dataset, and a clean stop folded the write log into it.
    expect(
      (await readdir(dataDir)).filter((name) => name.startsWith('production.') && name !== 'production.ndjson'),
    ).toEqual([])
    const docs = parseNdjson(await readFile(file, 'utf8'))
    expect(new Set(docs.map((doc) => doc._id)).size).toBe(docs.length)

    const second = await startApi({ dataDir })
    expect(await second.client.getDocument('kept')).toMatchObject({ name: 'Kept' })
    expect((await second.client.getDocument('aboutPage'))?.title).toBe('Changed')
    expect(await second.client.getDocument('team-06')).toBeUndefined()
    expect(await second.client.fetch('count(*[_id match "burst-*"])')).toBe(10)
    await second.stop()
  })

  it('appends a write to the log, the dataset file left alone, and a crash loses no acknowledged write', async () => {
    const dataDir = await tempDir()
    const lake = await startApi({ dataDir })
    const file = path.join(dataDir, 'production.ndjson')
    const before = await stat(file)
    await lake.client.create({ _id: 'logged', _type: 'hotel', name: 'Logged' })
    await lake.client.patch('aboutPage').set({ title: 'Patched' }).commit()
    const after = await stat(file)
    expect([after.ino, after.size, after.mtimeMs]).toEqual([before.ino, before.size, before.mtimeMs])
    const lines = (await readFile(path.join(dataDir, 'production.writes.ndjson'), 'utf8')).split('\n')
    expect(lines.pop()).toBe('')
    expect(lines.map((line) => JSON.parse(line).changes.map((change: { id: string }) => change.id))).toEqual([
      ['logged'],
      ['aboutPage'],
    ])

    // A crash: the files as they are now, the running API never stopped.
    const copy = await crashCopy(dataDir)
    const again = await startApi({ dataDir: copy })
    expect(await again.client.getDocument('logged')).toMatchObject({ name: 'Logged' })
    expect((await again.client.getDocument('aboutPage'))?.title).toBe('Patched')
    await again.stop()
    // That start folded the log into the dataset file.
    expect(parseNdjson(await readFile(path.join(copy, 'production.ndjson'), 'utf8')).map((doc) => doc._id)).toContain(
      'logged',
    )
    expect((await readdir(copy)).filter((name) => name.includes('.writes.'))).toEqual([])
    await lake.stop()
  })

  it('ignores, with a warning, a last line a crash cut short, and keeps every whole one', async () => {
    const dataDir = await tempDir()
    const lake = await startApi({ dataDir })
    await lake.client.create({ _id: 'whole', _type: 'hotel', name: 'Whole' })
    const copy = await crashCopy(dataDir)
    await lake.stop()
    await appendFile(path.join(copy, 'production.writes.ndjson'), '{"transactionId":"cut","changes":[{"id":"cut","af')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const again = await startApi({ dataDir: copy })
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/ignored the last line of .*production\.writes\.ndjson/))
      expect(await again.client.getDocument('whole')).toMatchObject({ name: 'Whole' })
      expect(await again.client.getDocument('cut')).toBeUndefined()
      // Later writes start on a line of their own: nothing follows the cut line.
      await again.client.create({ _id: 'later', _type: 'hotel' })
      await again.stop()
      const third = await startApi({ dataDir: copy })
      expect(await third.client.getDocument('later')).toBeTruthy()
      await third.stop()
    } finally {
      warn.mockRestore()
    }
  })

  it('refuses to start on a whole log line that is not JSON, naming it and the way back to the seed', async () => {
    const dataDir = await tempDir()
    const lake = await startApi({ dataDir })
    await lake.stop()
    await writeFile(path.join(dataDir, 'production.writes.ndjson'), '{"transactionId":"a","changes":[]}\nnot json\n')
    await expect(startApi({ dataDir })).rejects.toThrow(/production\.writes\.ndjson:2 is not valid JSON.*content:reset/)
  })

  it('folds the log into the dataset file past its bound, beside writes that go on, losing none', async () => {
    const dataDir = await tempDir()
    // Every write passes this bound: each starts a fold unless one is running.
    const lake = await startApi({ dataDir, foldLogAt: 1 })
    await Promise.all(Array.from({ length: 20 }, (_, i) => lake.client.create({ _id: `fold-${i}`, _type: 'hotel' })))
    await lake.api.store.idle()
    await lake.client.create({ _id: 'fold-last', _type: 'hotel' })
    await lake.api.store.idle()
    const ids = parseNdjson(await readFile(path.join(dataDir, 'production.ndjson'), 'utf8')).map((doc) => doc._id)
    for (const id of ['fold-0', 'fold-19', 'fold-last']) expect(ids).toContain(id)
    expect((await readdir(dataDir)).filter((name) => name.includes('.writes.'))).toEqual([])
    const copy = await crashCopy(dataDir)
    await lake.stop()
    const again = await startApi({ dataDir: copy })
    expect(await again.client.fetch('count(*[_id match "fold-*"])')).toBe(21)
    await again.stop()
  })

  it('reset goes back to the seed', async () => {
    const dataDir = await tempDir()
    const lake = await startApi({ dataDir })
    await lake.client.create({ _id: 'temporary', _type: 'hotel' })
    await lake.client.assets.upload('file', Buffer.from('hello'), { filename: 'hello.txt', contentType: 'text/plain' })
    await lake.stop()
    // What a write cut short leaves: write-file-atomic's temporary file, or the one the earlier writer named `.tmp`.
    await writeFile(path.join(dataDir, 'production.ndjson.2315628514'), 'torn')
    await writeFile(path.join(dataDir, 'production.ndjson.123.abcd.tmp'), 'torn')
    // And the write logs a crash left.
    await writeFile(path.join(dataDir, 'production.writes.ndjson'), '{"transactionId":"t","changes":[]}\n')
    await writeFile(path.join(dataDir, 'production.writes.folding.ndjson'), '')
    const removed = await resetContentLake(dataDir)
    expect(removed.map((entry) => path.basename(entry)).sort()).toEqual([
      'assets',
      'production.ndjson',
      'production.ndjson.123.abcd.tmp',
      'production.ndjson.2315628514',
      'production.writes.folding.ndjson',
      'production.writes.ndjson',
    ])
    expect(existsSync(path.join(dataDir, 'production.ndjson'))).toBe(false)
    const fresh = await startApi({ dataDir })
    expect(await fresh.client.getDocument('temporary')).toBeUndefined()
    expect(await fresh.client.getDocument('aboutPage')).toBeTruthy()
    await fresh.stop()
  })

  it('the content:reset command prints what it removed', async () => {
    const dataDir = await tempDir()
    await writeFile(path.join(dataDir, 'production.ndjson'), '{"_id":"a","_type":"b"}\n')
    const run = promisify(execFile)
    const { stdout } = await run(path.resolve('node_modules/.bin/tsx'), ['content-api/reset.ts'], {
      env: { ...process.env, CONTENT_API_DATA_DIR: dataDir },
    })
    expect(stdout).toContain(`removed ${path.join(dataDir, 'production.ndjson')}`)
    expect(existsSync(path.join(dataDir, 'production.ndjson'))).toBe(false)
    const again = await run(path.resolve('node_modules/.bin/tsx'), ['content-api/reset.ts'], {
      env: { ...process.env, CONTENT_API_DATA_DIR: dataDir },
    })
    expect(again.stdout).toMatch(/nothing to reset/)
  })
})
