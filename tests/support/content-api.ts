import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { DEFAULT_SANITY_API_VERSION, DEFAULT_SANITY_DATASET, EMBEDDED_PROJECT_ID } from '#shared/setting-defaults'
import { type ContentApi, type ContentApiOptions, createContentApi } from '../../content-api/server'

export const TEST_TOKEN = 'test-editor-token-0123456789'

export type Running = {
  api: ContentApi
  origin: string
  dataDir: string
  /** The editor: carries the token. */
  client: SanityClient
  /** An anonymous reader. */
  anon: SanityClient
  clientFor(token?: string, apiVersion?: string): SanityClient
  stop(): Promise<void>
  /** Stops the server and removes its data directory. */
  dispose(): Promise<void>
}

/** A Content API on a free port over a fresh temporary data directory, as the tests' fixture. */
export async function startApi(options: ContentApiOptions & { dataDir?: string } = {}): Promise<Running> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'content-lake-')))
  const api = createContentApi({ seedDir: path.resolve('seed'), token: TEST_TOKEN, studio: false, ...options, dataDir })
  const { origin } = await api.listen(0)
  const clientFor = (token?: string, apiVersion = DEFAULT_SANITY_API_VERSION) =>
    createClient({
      projectId: EMBEDDED_PROJECT_ID,
      dataset: DEFAULT_SANITY_DATASET,
      apiVersion,
      apiHost: origin,
      useProjectHostname: false,
      useCdn: false,
      ...(token ? { token } : {}),
    })
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await api.close()
  }
  return {
    api,
    origin,
    dataDir,
    client: clientFor(TEST_TOKEN),
    anon: clientFor(),
    clientFor,
    stop,
    async dispose() {
      await stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** The error body Sanity's API sends with a refusal: a mutation's names each failing item. */
type ErrorBody = { error?: { type: string; items?: Array<{ index: number; error: { type: string; id?: string } }> } }

/** The error body a refused request carries. */
export async function errorOf(
  promise: Promise<unknown>,
): Promise<{ statusCode: number; message: string; details: ErrorBody }> {
  try {
    await promise
  } catch (error) {
    const e = error as { statusCode: number; message: string; details?: unknown; response?: { body?: unknown } }
    return { statusCode: e.statusCode, message: e.message, details: (e.response?.body ?? e.details) as ErrorBody }
  }
  throw new Error('Expected the request to fail')
}
