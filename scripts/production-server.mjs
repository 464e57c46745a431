// Starts the built production server on a free loopback port for a benchmark (building first if needed).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export async function startProductionServer(extraEnv = {}) {
  if (!existsSync(path.join(root, 'build', 'server', 'index.js'))) {
    console.log('No build yet: building the site first.')
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
  }
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ENQUIRY_OUTBOX: 'on', SKIP_AUTH_EMULATOR: '1', ...extraEnv }
  const server = spawn(process.execPath, ['server/index.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  process.on('exit', () => server.kill('SIGTERM'))
  await waitForServer(`${origin}/`)
  return { origin, server, stop: () => server.kill('SIGTERM') }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

async function waitForServer(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server did not answer ${url} within a minute.`)
}
