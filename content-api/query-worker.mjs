// The entry of a query worker (content-api/query-pool.ts). Node 20 cannot load TypeScript, and tsx registers its
// loader in the main thread only, so the worker loads the evaluator through tsx's own API.
import { tsImport } from 'tsx/esm/api'

await tsImport('./query-evaluator.ts', import.meta.url)
