import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { startApi } from '../tests/support/content-api'
import { createWriter } from './persistence'
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

    // No temporary file is left beside the dataset.
    expect((await readdir(dataDir)).filter((name) => name.startsWith('production.ndjson.'))).toEqual([])
    const docs = parseNdjson(await readFile(file, 'utf8'))
    expect(new Set(docs.map((doc) => doc._id)).size).toBe(docs.length)

    const second = await startApi({ dataDir })
    expect(await second.client.getDocument('kept')).toMatchObject({ name: 'Kept' })
    expect((await second.client.getDocument('aboutPage'))?.title).toBe('Changed')
    expect(await second.client.getDocument('team-06')).toBeUndefined()
    expect(await second.client.fetch('count(*[_id match "burst-*"])')).toBe(10)
    await second.stop()
  })

  it('replaces the file atomically and folds overlapping writes', async () => {
    const dir = await tempDir()
    const file = path.join(dir, 'x.ndjson')
    let version = 0
    const writer = createWriter(file, () => `${JSON.stringify({ _id: 'v', version: ++version })}\n`)
    await writer.write()
    // While one write runs, any number of requests share the one write after it.
    const all = [writer.write(), writer.write(), writer.write(), writer.write()]
    await Promise.all(all)
    expect(version).toBeLessThanOrEqual(3)
    expect(parseNdjson(await readFile(file, 'utf8'))[0]!.version).toBe(version)
    expect((await readdir(dir)).sort()).toEqual(['x.ndjson'])
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
    const removed = await resetContentLake(dataDir)
    expect(removed.map((entry) => path.basename(entry)).sort()).toEqual([
      'assets',
      'production.ndjson',
      'production.ndjson.123.abcd.tmp',
      'production.ndjson.2315628514',
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
