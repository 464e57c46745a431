// `npm run bench:source-map`: what a content source map costs the local Content API at a grown size, in process (no
// API, no site). Over a catalogue of 2,000 trips of ten days each it builds the source index (once per dataset
// revision in the API) and derives the map of a home page's result over 200 of them (once per preview read), each
// RUNS times, and prints p50 and max of each. The source-map test checks the map's answers at this size; this times
// them (decision 059).
//   --docs=N   trips in the catalogue (default 2000)      --runs=N   (default 20)
import { buildSourceIndex, deriveSourceMap } from '../content-api/source-map'
import { homePageResult, syntheticCatalogue } from '../tests/support/synthetic-catalogue'

const args: Record<string, string | undefined> = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')),
)
const DOCS = Number(args.docs ?? 2000)
const RUNS = Number(args.runs ?? 20)

const docs = syntheticCatalogue(DOCS)
const result = homePageResult(docs)
const indexMs: number[] = []
const mapMs: number[] = []
let leaves = 0
for (let run = 0; run < RUNS; run++) {
  let started = performance.now()
  const index = buildSourceIndex(docs)
  indexMs.push(performance.now() - started)
  started = performance.now()
  leaves = Object.keys(deriveSourceMap(result, index).mappings).length
  mapMs.push(performance.now() - started)
}

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b)
  return `p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`
}
console.log(`source index over ${DOCS} documents: ${summary(indexMs)} (${RUNS} runs)`)
console.log(`source map of the home page's ${leaves} leaves: ${summary(mapMs)} (${RUNS} runs)`)
