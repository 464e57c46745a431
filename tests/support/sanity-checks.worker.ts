import { parentPort, workerData } from 'node:worker_threads'
import { findStudioConfigPath, getStudioWorkspaces, resolveLocalPackage } from '@sanity/cli-core'
import { createClient } from '@sanity/client'
import { extractSchema } from '@sanity/schema/_internal'
import type { Marker, SanityChecksInput, SanityChecksResult, SchemaProblem } from './sanity-checks'

// What this file uses of the studio's own `sanity` package (studio/node_modules, so its types are not at hand here).
type Workspace = { projectId: string; dataset: string; schema: Parameters<typeof extractSchema>[0] }
type ValidateDocument = (options: {
  document: unknown
  workspace: Workspace
  environment: 'cli'
  getClient: (options: { apiVersion: string }) => unknown
  getDocumentExists: (options: { id: string }) => Promise<boolean>
}) => Promise<Marker[]>

/**
 * Runs in the Studio's own worker environment (`studioWorkerTask`: the studio config compiled by Vite, browser
 * globals from jsdom), as each `sanity` CLI command does, and does what three of them do with one load of the
 * config: `sanity schema validate`, `sanity schema extract --enforce-required-fields` and, offline,
 * `sanity documents validate --file`. Loading the config is most of each command's time (about 25 s of CPU).
 */
const { workDir, documents } = workerData as SanityChecksInput

// What `sanity schema validate` reports: the schema's own problems, found while the config was resolved.
type ProblemGroup = {
  path: Array<{ kind: string; type?: string; name?: string }>
  problems: Array<{ severity: string; message: string }>
}
const problemsOf = (schema: unknown): SchemaProblem[] =>
  ((schema as { _validation?: ProblemGroup[] } | undefined)?._validation ?? []).flatMap((group) =>
    group.problems.map((problem) => ({
      severity: problem.severity,
      message: problem.message,
      at: group.path.map((segment) => segment.name ?? segment.type ?? segment.kind).join(' > '),
    })),
  )

let workspace: Workspace | undefined
try {
  ;[workspace] = (await getStudioWorkspaces(await findStudioConfigPath(workDir))) as unknown as Workspace[]
} catch (error) {
  // A schema with errors stops the config from loading; the error carries the schema, as the CLI reads it.
  const schema = (error as { schema?: unknown }).schema
  if (!schema) throw error
  parentPort!.postMessage({
    schemaProblems: problemsOf(schema),
    extractedSchema: null,
    documentResults: null,
  } satisfies SanityChecksResult)
}
if (workspace) parentPort!.postMessage(await checkWorkspace(workspace))

async function checkWorkspace(workspace: Workspace): Promise<SanityChecksResult> {
  // What `sanity schema extract --enforce-required-fields` writes (its file is this, as JSON with two spaces).
  const extractedSchema = extractSchema(workspace.schema, { enforceRequiredFields: true })

  // What `sanity documents validate --file … --level error` reports without a network: a reference counts as
  // existing when the file holds its document, and a rule that queries the Content Lake (the default slug
  // uniqueness check) fails. Its client points at a closed loopback port, so it fails at once and stays on this
  // machine; the CLI's own request goes to api.sanity.io and fails for want of a network, with the same marker.
  const existing = new Set(documents.map((document) => document._id))
  const client = createClient({
    projectId: workspace.projectId,
    dataset: workspace.dataset,
    apiHost: 'http://127.0.0.1:9',
    useProjectHostname: false,
    // Refused is final here: no retries with back-off.
    maxRetries: 0,
    useCdn: false,
    apiVersion: 'v2021-03-25',
    requestTagPrefix: 'sanity.cli.validate',
  })
  const { validateDocument } = await resolveLocalPackage<{ validateDocument: ValidateDocument }>('sanity', workDir)
  const documentResults = []
  for (const document of documents) {
    if (document._type.startsWith('system.') || document._type.startsWith('sanity.')) continue
    const markers = await validateDocument({
      document,
      workspace,
      environment: 'cli',
      getClient: (options) => client.withConfig(options),
      getDocumentExists: ({ id }) => Promise.resolve(existing.has(id)),
    })
    // Errors, as the CLI's --level error reports them, and warnings, which the Studio shows editors (a departure
    // already past): the tests tell them apart by level.
    documentResults.push({
      documentId: document._id,
      documentType: document._type,
      markers: markers.filter((marker) => marker.level === 'error' || marker.level === 'warning'),
    })
  }
  return { schemaProblems: problemsOf(workspace.schema), extractedSchema, documentResults }
}
