import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { evaluate, parse } from 'groq-js'
import { documentsForPerspective, loadEmbeddedDataset, type Perspective } from '../../content-api/seed-dataset'

/**
 * A stand-in for Sanity's Content Lake on loopback, for tests that run the site against a "hosted" back end:
 * it answers the query API (`GET` or `POST /v{apiVersion}/data/query/{dataset}`) by evaluating the GROQ with
 * groq-js over the seed, as an import would have left it. Its mode decides how it behaves: `ok` answers,
 * `hang` accepts the request and never answers, `fail` answers 500, `hold` answers once the test calls
 * `release()` (the requests held until then included), `reset` drops the connection unanswered (as a refused or
 * reset connection fails at once).
 */
export type LakeMode = 'ok' | 'hang' | 'fail' | 'hold' | 'reset'

/**
 * One query request as the Lake saw it, so a test can tell what the site waited for without a stopwatch: a read
 * the site `abandoned` ended on the site's side before any answer (its deadline passed), one `answered` got one.
 */
export type LakeRequest = { query: string; answered: boolean; abandoned: boolean }

export type FakeContentLake = {
  origin: string
  setMode: (mode: LakeMode) => void
  /** Query requests received so far, whatever the mode. */
  readonly requests: number
  /** Every query request received so far, in order, with what became of it. */
  readonly log: readonly LakeRequest[]
  /** Lets the requests `hold` keeps go on to their answers, and those that come later, until the next `hold`. */
  release: () => void
  /** Publishes a change to one document, as an editor's publish in the Studio would. */
  publish: (id: string, fields: Record<string, unknown>) => void
  close: () => Promise<void>
}

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed')
const QUERY_PATH = /^\/v[^/]+\/data\/query\/([^/]+)$/

type QueryRequest = { query: string; params: Record<string, unknown>; perspective: Perspective }

async function readQueryRequest(req: IncomingMessage, url: URL): Promise<QueryRequest> {
  const perspective: Perspective = url.searchParams.get('perspective') === 'drafts' ? 'drafts' : 'published'
  if (req.method === 'POST') {
    let body = ''
    for await (const chunk of req) body += chunk
    const parsed = JSON.parse(body) as { query: string; params?: Record<string, unknown> }
    return { query: parsed.query, params: parsed.params ?? {}, perspective }
  }
  const params: Record<string, unknown> = {}
  for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
  return { query: url.searchParams.get('query') ?? '', params, perspective }
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

export async function startFakeContentLake({
  projectId,
  dataset,
}: {
  projectId: string
  dataset: string
}): Promise<FakeContentLake> {
  const { documents } = loadEmbeddedDataset({ seedDir, projectId, dataset })
  const viewsOf = () => ({
    published: documentsForPerspective(documents, 'published'),
    drafts: documentsForPerspective(documents, 'drafts'),
  })
  let views: Record<Perspective, ReturnType<typeof documentsForPerspective>> = viewsOf()
  let mode: LakeMode = 'ok'
  const log: LakeRequest[] = []
  let release = () => {}
  let released = Promise.resolve()
  const hold = () => {
    released = new Promise<void>((resolve) => {
      release = resolve
    })
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const match = QUERY_PATH.exec(url.pathname)
    if (!match || (req.method !== 'GET' && req.method !== 'POST')) return sendJson(res, 404, { error: 'Not found' })
    const seen: LakeRequest = { query: '', answered: false, abandoned: false }
    log.push(seen)
    const modeNow = mode
    res.on('finish', () => {
      seen.answered = true
    })
    res.on('close', () => {
      if (!seen.answered && modeNow !== 'reset') seen.abandoned = true
    })
    const asked = await readQueryRequest(req, url).catch((error: Error) => error)
    if (!(asked instanceof Error)) seen.query = `${asked.perspective} ${asked.query} ${JSON.stringify(asked.params)}`
    if (modeNow === 'reset') return req.socket.destroy()
    if (modeNow === 'hang') return
    if (modeNow === 'hold') await released
    if (mode === 'fail')
      return sendJson(res, 500, {
        error: 'Internal Server Error',
        message: 'The fake Content Lake is failing on purpose',
      })
    if (match[1] !== dataset) return sendJson(res, 404, { error: { description: `Dataset "${match[1]}" not found` } })
    const started = performance.now()
    try {
      if (asked instanceof Error) throw asked
      const { query, params, perspective } = asked
      const result = await (await evaluate(parse(query, { params }), { dataset: views[perspective], params })).get()
      sendJson(res, 200, { query, result, ms: Math.max(1, Math.round(performance.now() - started)) })
    } catch (error) {
      sendJson(res, 400, { error: { description: (error as Error).message, type: 'queryParseError' } })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))

  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setMode: (next) => {
      if (next === 'hold' && mode !== 'hold') hold()
      mode = next
    },
    release: () => release(),
    get requests() {
      return log.length
    },
    log,
    publish: (id, fields) => {
      const index = documents.findIndex((doc) => doc._id === id)
      if (index === -1) throw new Error(`No document ${id} in the fake Content Lake`)
      documents[index] = {
        ...documents[index],
        ...fields,
        _updatedAt: new Date().toISOString(),
      } as (typeof documents)[number]
      views = viewsOf()
    },
    close: () => {
      // Requests held open by `hang` would otherwise keep the server from closing.
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
