// `npm run bench:holds`: "Accept and hold my places" (decision 066) through holdPlaces, over HTTP to a real local
// Content API in its own process, as the site's server reaches it. Two passes on one trip of many departures:
//   contention: 50 simultaneous accepts of different proposals for one departure of 4 places, parties of 2, on a
//               fresh departure each round (issue 45's test);
//   uncontended: 200 accepts one after another, 10 parties of 2 on each of 20 departures of 20 places.
// Each prints accepts per second (answers of any kind over the wall time), p50 and p99 of one accept from call to
// answer, the answers by kind, and how many transactions were refused (409) and tried again (`retries`).
//   --rounds=N    contention rounds (default 20)
//   --at-once=N   accepts per contention round (default 50)
import os from 'node:os'
import { createClient } from '@sanity/client'
import { type HoldOutcome, holdPlaces } from '#shared/hold-places.server'
import { DEFAULT_SANITY_API_VERSION, DEFAULT_SANITY_DATASET, EMBEDDED_PROJECT_ID } from '#shared/setting-defaults'
import { proposalIds, writeHoldsTrip } from '../tests/support/holds-fixture'
import { startContentApi } from './production-server'

const arg = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3)
const ROUNDS = Number(arg('rounds') ?? '20')
const AT_ONCE = Number(arg('at-once') ?? '50')
const CAPACITY = 4
const PARTY = 2
const NOW = new Date('2026-12-01T09:00:00Z')

const api = await startContentApi({ ...process.env })
// As the site's private store's client is made: a token, no CDN, every document by its own id, no retries of its own.
const client = createClient({
  projectId: EMBEDDED_PROJECT_ID,
  dataset: DEFAULT_SANITY_DATASET,
  apiVersion: DEFAULT_SANITY_API_VERSION,
  apiHost: api.origin,
  useProjectHostname: false,
  useCdn: false,
  token: api.token,
  perspective: 'raw',
  maxRetries: 0,
})
const options = { now: () => NOW, hours: 72 }

type Timed = { ms: number; outcome: HoldOutcome }
async function accept(tripId: string, departureKey: string, proposalId: string): Promise<Timed> {
  const started = performance.now()
  const outcome = await holdPlaces(client, { proposalId, tripId, departureKey, places: PARTY }, options)
  return { ms: performance.now() - started, outcome }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

function report(label: string, timed: Timed[], wallMs: number) {
  const sorted = timed.map((t) => t.ms).sort((a, b) => a - b)
  const kinds: Record<string, number> = {}
  for (const { outcome } of timed) kinds[outcome.kind] = (kinds[outcome.kind] ?? 0) + 1
  const retried = timed.filter((t) => t.outcome.retries > 0).length
  const retries = timed.reduce((sum, t) => sum + t.outcome.retries, 0)
  console.log(
    `${label.padEnd(12)} ${((timed.length / wallMs) * 1000).toFixed(0)} accepts/s, ` +
      `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, ` +
      `${JSON.stringify(kinds)}, ${retries} transactions retried (by ${retried} of ${timed.length} accepts)`,
  )
}

try {
  const contended = await writeHoldsTrip(client, { tripId: 'bench-race', departures: ROUNDS, places: CAPACITY })
  const alone = await writeHoldsTrip(client, { tripId: 'bench-alone', departures: 20, places: 20 })
  const load = os.loadavg()[0]!.toFixed(2)
  let timed: Timed[] = []
  let started = performance.now()
  for (const departureKey of contended.departureKeys) {
    const round = proposalIds(AT_ONCE).map((id) => accept(contended.tripId, departureKey, id))
    timed.push(...(await Promise.all(round)))
  }
  report('contention', timed, performance.now() - started)
  timed = []
  started = performance.now()
  for (let n = 0; n < 200; n++) timed.push(await accept(alone.tripId, alone.departureKeys[n % 20]!, proposalIds(1)[0]!))
  report('uncontended', timed, performance.now() - started)
  console.log(`${os.cpus().length} cores, load average ${load} at the start, ${os.loadavg()[0]!.toFixed(2)} at the end`)
} finally {
  api.stop()
}
