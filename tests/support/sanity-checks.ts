import path from 'node:path'
import { studioWorkerTask } from '@sanity/cli-core'

/** A problem `sanity schema validate` would list: "error" or "warning", its message, and the type/field it is in. */
export type SchemaProblem = { severity: string; message: string; at: string }

type PathSegment = string | number | { _key: string } | [number | '', number | '']
/** A validation marker as Sanity reports it (`sanity documents validate --format ndjson` prints the same shape). */
export type Marker = { level: string; message: string; path: PathSegment[]; item?: { message?: string } }
export type DocumentResult = { documentId: string; documentType: string; markers: Marker[] }

export type SanityChecksInput = {
  workDir: string
  documents: Array<{ _id: string; _type: string; [field: string]: unknown }>
}
/** `extractedSchema` and `documentResults` are null when schema errors kept the config from loading. */
export type SanityChecksResult = {
  schemaProblems: SchemaProblem[]
  extractedSchema: unknown[] | null
  documentResults: DocumentResult[] | null
}

export const studioDir = path.resolve(import.meta.dirname, '../../studio')

/**
 * Sanity's own checks of the Studio and of `documents` (error markers only), offline and with one load of the
 * studio config: see sanity-checks.worker.ts. Takes about 20 s of CPU.
 */
export function runSanityChecks(documents: SanityChecksInput['documents']): Promise<SanityChecksResult> {
  return studioWorkerTask<SanityChecksResult>(new URL('./sanity-checks.worker.ts', import.meta.url), {
    name: 'sanity-checks',
    studioRootPath: studioDir,
    workerData: { workDir: studioDir, documents } satisfies SanityChecksInput,
    timeout: 240_000,
  })
}
