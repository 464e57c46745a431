import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import { E2E_RATE_LIMITS } from './test-limits'

/**
 * A second instance of the built site on its own port, for tests that need settings the shared test server
 * does not have (EmailJS configured, a Sanity back end that fails…). Call `stop()` when done.
 */
export type SiteServer = {
  origin: string
  /** The server's process: the cluster's primary when it runs workers. */
  pid: number
  /** Resolves with the exit code once the server process has ended. */
  exited: Promise<number | null>
  stop: () => void
  /** What the server has printed so far (its request log among it), when started with `captureOutput`. */
  output: () => string
}

export const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/** `development`: the same server from source, in development mode, with Vite's middleware (`npm run dev`). */
export async function startSiteServer(
  port: number,
  env: Record<string, string>,
  { captureOutput = false, development = false } = {},
): Promise<SiteServer> {
  const [command, ...args] = development
    ? // Node with tsx's loader, not the tsx command, which SIGKILLs a busy child 30 ms after relaying SIGTERM.
      [process.execPath, '--import', 'tsx', 'server/main.ts']
    : [process.execPath, 'build/host/main.js']
  const server: ChildProcess = spawn(command!, args, {
    // One process unless a test asks for workers: the shared test machine has two cores for everything. Every
    // test's first visit to a page is a render for 127.0.0.1: the render allowance is the test server's, unless
    // a test sets its own.
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: development ? 'development' : 'production',
      WEB_CONCURRENCY: '1',
      RATE_LIMIT_RENDER: E2E_RATE_LIMITS.RATE_LIMIT_RENDER,
      ...env,
    },
    stdio: ['ignore', captureOutput ? 'pipe' : 'ignore', 'inherit'],
  })
  let printed = ''
  server.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString()
  })
  for (let waited = 0; !(await listening(port)); waited += 100) {
    // Vite's development server takes longer to start on a busy machine than the built one.
    if (waited > (development ? 150_000 : 20_000) || server.exitCode !== null)
      throw new Error(`the site server on port ${port} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: server.pid ?? 0,
    exited,
    stop: () => server.kill(),
    output: () => printed,
  }
}
