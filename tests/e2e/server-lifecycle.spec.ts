import { execFileSync } from 'node:child_process'
import { type FakeContentLake, startFakeContentLake } from '../support/fake-content-lake'
import { listening, type SiteServer, startSiteServer } from '../support/site-server'
import { expect, test } from './fixtures'

/**
 * The production server as an operator meets it: one worker per core behind one port, a worker that dies is
 * replaced while the others keep answering, and SIGTERM (a deploy, a scale-down) lets the requests in flight
 * finish before the process leaves. HTTP only, no browser.
 */

const workerPids = (primary: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean)

test.describe('the production server', () => {
  let site: SiteServer | undefined
  let lake: FakeContentLake | undefined
  test.afterEach(async () => {
    site?.stop()
    await lake?.close()
  })

  test('replaces a worker that dies, and keeps answering meanwhile', async ({ request }) => {
    site = await startSiteServer(
      3115,
      { WEB_CONCURRENCY: '2', SKIP_AUTH_EMULATOR: '1', ENQUIRY_OUTBOX: 'on' },
      { captureOutput: true },
    )
    const primary = site.pid
    // Both workers answering (the port opens with the first): until then one death would leave nobody listening.
    const answeredBy = () =>
      new Set(
        site!
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => (JSON.parse(line) as { worker?: number }).worker),
      )
    await expect
      .poll(
        async () => {
          await request.get(`${site!.origin}/about`, { headers: { Connection: 'close' } })
          return answeredBy().size
        },
        { timeout: 20_000 },
      )
      .toBe(2)
    const victim = workerPids(primary)[0] ?? 0
    process.kill(victim, 'SIGKILL')
    // Once the primary has seen it go (a connection handed over in that instant is lost with the worker, as in
    // any crash), the other worker answers everything while the replacement starts.
    await expect.poll(() => workerPids(primary)).not.toContain(victim)
    for (let index = 0; index < 6; index += 1) {
      expect(
        (await request.get(`${site.origin}/about`, { headers: { Connection: 'close' }, timeout: 5_000 })).status(),
      ).toBe(200)
    }
    await expect.poll(() => workerPids(primary).length, { timeout: 10_000 }).toBe(2)
    expect(workerPids(primary)).not.toContain(victim)
  })

  test('on SIGTERM, finishes the request it is answering, takes no new one, and leaves', async ({ request }) => {
    lake = await startFakeContentLake({ projectId: 'lifecycle', dataset: 'production' })
    site = await startSiteServer(3116, {
      WEB_CONCURRENCY: '2',
      SKIP_AUTH_EMULATOR: '1',
      SANITY_PROJECT_ID: 'lifecycle',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: lake.origin,
      SANITY_USE_CDN: 'false',
    })
    lake.setMode('hold')
    const inFlight = request.get(`${site.origin}/about`, { timeout: 15_000 })
    await expect.poll(() => lake!.requests).toBeGreaterThan(0) // the page is waiting on its content
    process.kill(site.pid, 'SIGTERM')
    // Every worker has stopped taking connections while the page still waits on the Lake; only then does the Lake
    // answer, and the request it was answering still gets its page.
    await expect.poll(() => listening(3116)).toBe(false)
    expect(lake.log.filter((read) => read.answered)).toEqual([])
    lake.release()
    const answer = await inFlight
    expect(answer.status()).toBe(200)
    expect(await answer.text()).toContain('Amani Njoroge')
    expect(await site.exited).toBe(0)
    await expect(request.get(`${site.origin}/about`, { timeout: 2_000 })).rejects.toThrow()
  })
})
