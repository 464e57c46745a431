// Starts the built production server on a free loopback port for a benchmark (building first if needed), with a
// local Content API of its own on the embedded defaults (a scratch copy of the seed, no Studio).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { dataPath } from '#shared/setting-defaults'
import { scaleCatalogue } from './scaled-catalogue'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface ContentApi {
  origin: string
  /** The editor token it and the site share. */
  token: string
  /** Its scratch data directory (removed by `stop`). */
  dataDir: string
  process: ChildProcess
  stop: () => void
}

export interface ProductionServer {
  origin: string
  server: ChildProcess
  contentApi: ContentApi | null
  stop: () => void
}

/**
 * `catalogueSize`: grow the scratch dataset's catalogue to that many items first (embedded defaults only).
 * `contentApiNiceness`: run the local Content API at that scheduling niceness (`nice -n`), so its resizes yield
 * the CPU to the site, as Sanity's image CDN, which it stands in for, would not share the site's machine.
 * `requestLog`: a file for the site's request log (one JSON line a request: path, status, `ms` from the request's
 * arrival in the app to its answer), so a bench can tell the server's own time from the time a request waited
 * before the server read it.
 */
type Options = { catalogueSize?: number; contentApiNiceness?: number; requestLog?: string }

export async function startProductionServer(
  extraEnv: Record<string, string> = {},
  { catalogueSize, contentApiNiceness = 0, requestLog }: Options = {},
): Promise<ProductionServer> {
  // The Remix build and the compiled host are both `npm run build`'s; without either the server cannot start.
  if (
    !existsSync(path.join(root, 'build', 'server', 'index.js')) ||
    !existsSync(path.join(root, 'build', 'host', 'main.js'))
  ) {
    console.log('No build yet: building the site first.')
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
  }
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    ENQUIRY_OUTBOX: 'on',
    SKIP_AUTH_EMULATOR: '1',
    ...extraEnv,
  }
  const contentApi = env.SANITY_PROJECT_ID
    ? null
    : await startContentApi(env, { siteOrigin: origin, niceness: contentApiNiceness })
  if (contentApi && catalogueSize)
    await scaleCatalogue({ apiOrigin: contentApi.origin, token: contentApi.token, total: catalogueSize })
  const server = spawn(process.execPath, ['build/host/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', requestLog ? openSync(requestLog, 'w') : 'ignore', 'inherit'],
  })
  const stop = () => {
    server.kill('SIGTERM')
    contentApi?.stop()
  }
  process.on('exit', stop)
  await waitForServer(`${origin}/`)
  return { origin, server, contentApi, stop }
}

/**
 * The embedded defaults' content: a local Content API on a free port, over a scratch copy of the seed, calling the
 * publish webhook of the site at `siteOrigin` when given. `env` gains the API's address and token.
 */
export async function startContentApi(
  env: NodeJS.ProcessEnv,
  { siteOrigin, niceness = 0 }: { siteOrigin?: string; niceness?: number } = {},
): Promise<ContentApi> {
  const apiPort = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-content-lake-'))
  const apiOrigin = `http://127.0.0.1:${apiPort}`
  env.CONTENT_API_URL = apiOrigin
  env.SANITY_WEBHOOK_SECRET ||= randomBytes(18).toString('base64url')
  // A token for this run, given to both: the scratch API and the site agree without touching the install's own.
  const token = env.CONTENT_API_TOKEN || randomBytes(32).toString('base64url')
  env.CONTENT_API_TOKEN = token
  // Node with tsx's loader, not the tsx command, which SIGKILLs a busy child 30 ms after relaying SIGTERM.
  const command = [process.execPath, '--import', 'tsx', 'content-api/index.ts']
  const [file, ...args] = niceness ? ['nice', '-n', String(niceness), ...command] : command
  const api = spawn(file!, args, {
    cwd: root,
    env: {
      ...env,
      CONTENT_API_PORT: String(apiPort),
      CONTENT_API_DATA_DIR: dataDir,
      STUDIO: 'off',
      CONTENT_API_WEBHOOK_URL: siteOrigin ? `${siteOrigin}/api/sanity-webhook` : '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForServer(`${apiOrigin}${dataPath('query')}?query=1`)
  return {
    origin: apiOrigin,
    token,
    dataDir,
    process: api,
    stop: () => {
      api.kill('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server did not answer ${url} within a minute.`)
}
