// `npm start`: builds the site if its build is missing or older than the sources, starts the local Content API and
// the Studio when no Sanity project is configured and the Firebase Auth emulator when no Firebase project is, and
// serves the site (http://localhost:3000 by default).
// `npm run dev` (`--dev`): the same services, and the same server run from source in development mode, with Vite's
// middleware and hot reload instead of a build (decision 039).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startedEnvironment, startSettings, startsAuthEmulator } from './start-settings'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Settings from .env, when there is one; the real environment wins over it.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
const development = process.argv.includes('--dev')
// Checked once, here: a bad value stops npm start before anything is built or started.
const settings = startSettings({ development })
// What every process started here runs with: the environment, and what the embedded defaults add to it.
const started = startedEnvironment(settings)
const environment = { ...process.env, ...started }
const bin = (name: string): string => path.join(root, 'node_modules', '.bin', name)
/**
 * A TypeScript entry run by Node with tsx's loader, not by the tsx command: the command relays SIGTERM to its
 * child and kills it with SIGKILL when the child has not answered within 30 ms, which a busy machine misses, and
 * the Content API then stops without saving.
 */
const fromSource = (entry: string): string[] => [process.execPath, '--import', 'tsx', entry]
const port = String(settings.PORT)
const children: ChildProcess[] = []

function newestMtime(target: string): number {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  )
}

function buildIfNeeded(): void {
  // The Remix build and the compiled host (from server/) both come from `npm run build`, made from app/, shared/
  // and server/.
  const builds = [path.join(root, 'build', 'server', 'index.js'), path.join(root, 'build', 'host', 'main.js')]
  const sources = Math.max(
    ...['app', 'shared', 'server', 'vite.config.ts'].map((source) => newestMtime(path.join(root, source))),
  )
  if (builds.every((build) => existsSync(build) && statSync(build).mtimeMs >= sources) && !settings.FORCE_BUILD) return
  console.log('[start] building the site…')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

function portOpen(host: string, portNumber: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: portNumber })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function startAuthEmulator(): Promise<void> {
  // The site points browsers at the emulator only when told to (a production build never guesses): the
  // environment it starts with names it (start-settings.ts).
  if (!startsAuthEmulator(settings) || !started.FIREBASE_AUTH_EMULATOR_URL) return
  const url = new URL(started.FIREBASE_AUTH_EMULATOR_URL)
  const projectId = settings.FIREBASE_EMULATOR_PROJECT_ID
  if (!(await portOpen(url.hostname, Number(url.port)))) {
    console.log('[start] starting the Firebase Auth emulator on', url.origin)
    const emulator = spawn(bin('firebase'), ['emulators:start', '--only', 'auth', '--project', projectId], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...environment, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
    })
    children.push(emulator)
    const log = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[auth-emulator] ${line}`)
    }
    emulator.stdout.on('data', log)
    emulator.stderr.on('data', log)
    for (let waited = 0; !(await portOpen(url.hostname, Number(url.port))); waited += 250) {
      if (waited > 60_000 || emulator.exitCode !== null) {
        console.error('[start] the Auth emulator did not start; sign-in will not work until it does.')
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  // Production projects answer a bad e-mail or password alike (invalid-credential); make the emulator do the same.
  await fetch(`${url.origin}/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  }).catch((error: Error) => console.error('[start] could not configure the Auth emulator:', error.message))
}

function stopAll(code = 0): never {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

// On the embedded defaults, drafts in the seed can be previewed with a secret made up for this run (never
// stored anywhere); a configured SANITY_PREVIEW_SECRET is used as it is. (Without EmailJS, enquiries go to the
// local outbox, which a production server keeps off unless it is switched on: start-settings.ts switches it on.)
function announcePreview(): void {
  if (!started.SANITY_PREVIEW_SECRET) return
  const secret = encodeURIComponent(started.SANITY_PREVIEW_SECRET)
  console.log(`[start] preview the seed's drafts: http://localhost:${port}/api/preview?secret=${secret}&redirect=/`)
}

/**
 * On the embedded defaults the site reads its content from the local Content API (content-api/), which also serves the
 * Studio (signed in as the local editor through the one-time link it prints), and calls the site's publish webhook on
 * every publish, signed with a secret made up for this run unless one is set. CONTENT_API_FRESH=1 starts it from the
 * seed again (the tests do); otherwise the dataset persists in data/content-lake/ between runs. An API already
 * listening at CONTENT_API_URL is used as it is.
 */
async function startContentApi(): Promise<void> {
  if (settings.SANITY_PROJECT_ID) return
  // The Studio it serves (on STUDIO_PORT) is the one page that may show the site's preview in a frame
  // (SANITY_STUDIO_URL), and it signs its publish webhook with SANITY_WEBHOOK_SECRET: start-settings.ts.
  const url = new URL(settings.CONTENT_API_URL)
  if (await portOpen(url.hostname, Number(url.port))) {
    console.log(
      `[start] using the Content API already running at ${url.origin} ` +
        '(npm run studio:link prints a sign-in link for its Studio)',
    )
    return
  }
  if (settings.CONTENT_API_FRESH)
    spawnSync(bin('tsx'), ['content-api/reset.ts'], { cwd: root, stdio: 'ignore', env: environment })
  const [node, ...apiArgs] = fromSource('content-api/index.ts')
  const api = spawn(node!, apiArgs, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...environment,
      CONTENT_API_PORT: url.port,
      CONTENT_API_WEBHOOK_URL: `http://127.0.0.1:${port}/api/sanity-webhook`,
      SITE_URL: `http://localhost:${port}`,
    },
  })
  children.push(api)
  api.on('exit', (code) => {
    console.error(`[start] the Content API stopped (exit ${code}); stopping the site too`)
    stopAll(code || 1)
  })
  for (let waited = 0; !(await portOpen(url.hostname, Number(url.port))); waited += 100) {
    if (waited > 120_000) {
      console.error('[start] the Content API did not start')
      stopAll(1)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

if (!development) buildIfNeeded()
announcePreview()
const emulatorReady = startAuthEmulator()
await startContentApi()
// One server in both modes: compiled in production, from source (with Vite) in development.
const [serverCommand, ...serverArgs] = development
  ? fromSource('server/main.ts')
  : [process.execPath, 'build/host/main.js']
const server = spawn(serverCommand!, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  // Production unless the environment says otherwise; development for `npm run dev` (start-settings.ts).
  env: { ...environment, NODE_ENV: settings.NODE_ENV, PORT: port },
})
children.push(server)
server.on('exit', (code) => stopAll(code ?? 0))
await emulatorReady
