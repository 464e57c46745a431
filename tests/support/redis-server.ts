import { spawn } from 'node:child_process'
import net from 'node:net'

/** A real redis-server (Debian's package) on a loopback port, with nothing saved to disk. */
export type RedisServer = { url: string; stop: () => void }

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
  })

export async function startRedisServer(port: number): Promise<RedisServer> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    { stdio: 'ignore' },
  )
  for (let waited = 0; !(await answers(port)); waited += 100) {
    if (waited > 10_000 || server.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill() }
}
