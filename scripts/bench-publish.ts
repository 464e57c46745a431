// `npm run bench:publish`: how long a publish takes to reach visitors. It starts the production server on its
// embedded defaults (with its own local Content API, wired to the publish webhook as `npm start` wires it),
// publishes 20 edits through the API, 10 to a package's Day 1 title and 10 to a team member's bio, and times
// each from the mutation's response to the first public response that shows it, polling the page every 10 ms
// as a visitor who keeps reloading would. The page is in the page cache before each edit, as on a live site.

import { DEFAULT_LANG } from '#shared/languages'
import { dataPath } from '#shared/setting-defaults'
import { startProductionServer } from './production-server'

/** A document field that an edit rewrites, and the page that shows it. */
interface Target {
  id: string
  path: string
  field: string
  text: (n: number) => string
}

const EDITS = 20
const POLL_MS = 10
const GIVE_UP_MS = 10_000
const site = await startProductionServer()
if (!site.contentApi) {
  console.error('bench:publish measures the embedded defaults (the local Content API); unset SANITY_PROJECT_ID.')
  process.exit(1)
}
const { origin: api, token } = site.contentApi

const targets: Target[] = [
  {
    id: 'package-gold-package',
    path: '/listed-itinerary-details/gold-package',
    field: `days[0].title.${DEFAULT_LANG}`,
    text: (n) => `Day 1: Arrival in Nairobi, edit ${n}`,
  },
  {
    id: await firstTeamMemberId(),
    path: '/about',
    field: `bio.${DEFAULT_LANG}`,
    text: (n) => `A bio rewritten for edit ${n}, to be seen at once.`,
  },
]

const page = async (path: string): Promise<string> => (await fetch(site.origin + path)).text()
const times: number[] = []
for (let n = 1; n <= EDITS; n += 1) {
  const target = targets[n % targets.length]!
  const text = target.text(n)
  await page(target.path)
  await page(target.path)
  const response = await fetch(`${api}${dataPath('mutate')}?returnIds=true`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ mutations: [{ patch: { id: target.id, set: { [target.field]: text } } }] }),
  })
  if (!response.ok) throw new Error(`The publish was refused: ${response.status} ${await response.text()}`)
  const published = performance.now()
  let seen: number | null = null
  while (performance.now() - published < GIVE_UP_MS) {
    if ((await page(target.path)).includes(text.replaceAll('&', '&amp;'))) {
      seen = performance.now() - published
      break
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  if (seen === null) throw new Error(`Edit ${n} did not reach ${target.path} within ${GIVE_UP_MS} ms`)
  times.push(seen)
  console.log(`edit ${String(n).padStart(2)} → ${target.path.padEnd(40)} live after ${seen.toFixed(0)} ms`)
}
site.stop()

const sorted = [...times].sort((a, b) => a - b)
const p50 = sorted[Math.floor((sorted.length - 1) / 2)]!
console.log(
  `\npublish → live over ${EDITS} edits: p50 ${p50.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms ` +
    '(targets: p50 ≤ 300 ms, max ≤ 1,000 ms)',
)
process.exit(0)

async function firstTeamMemberId(): Promise<string> {
  const query = encodeURIComponent('*[_type == "teamMember"] | order(order asc, name asc)[0]._id')
  const response = await fetch(`${api}${dataPath('query')}?query=${query}`)
  return ((await response.json()) as { result: string }).result
}
