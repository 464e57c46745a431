// The quick lane's guard (decision 058): a unit test outside the `processes` project may start no server and no
// child process. Vitest runs this before every such file, in npm test as in npm run test:quick, so a new test that
// starts one fails at once, with the line that moves it to npm test, instead of slowing the quick lane unnoticed.
import childProcess, { ChildProcess } from 'node:child_process'
import { syncBuiltinESMExports } from 'node:module'
import net from 'node:net'
import { MARKER } from './no-processes-marker'

/** Git reading the working tree (the line-length and language-code checks list files with it) takes milliseconds
 * and leaves nothing running, so it is the one command allowed. */
const ALLOWED_COMMANDS = new Set(['git'])

export class StartsProcessesError extends Error {
  constructor(what: string) {
    super(
      `This unit test ${what}. Tests that start servers or processes run in npm test only: put ` +
        `"${MARKER}: <what it starts>" at the top of the file (decision 058).`,
    )
    this.name = 'StartsProcessesError'
  }
}

const refuse = (what: string): never => {
  throw new StartsProcessesError(what)
}

// Every asynchronous way (spawn, exec, execFile, fork) ends in ChildProcess#spawn, which Node's types leave out;
// the synchronous ones do not.
type Spawn = (this: ChildProcess, options: { file?: string }) => unknown
const prototype = ChildProcess.prototype as unknown as { spawn: Spawn }
const spawnChild = prototype.spawn
prototype.spawn = function guardedSpawn(options) {
  const file = options.file ?? ''
  if (!ALLOWED_COMMANDS.has(file)) refuse(`starts a child process (${file})`)
  return spawnChild.call(this, options)
}
for (const name of ['spawnSync', 'execSync', 'execFileSync'] as const) {
  const original = childProcess[name] as (...args: unknown[]) => unknown
  Object.assign(childProcess, {
    [name]: (...args: unknown[]) => {
      const command = String(args[0]).split(' ')[0] ?? ''
      if (!ALLOWED_COMMANDS.has(command)) refuse(`starts a child process (${command})`)
      return original(...args)
    },
  })
}
// Named imports (`import { execFileSync } from 'node:child_process'`) read the module's ESM copy of its exports.
syncBuiltinESMExports()

// Every server, HTTP or not, Express's included, listens through net.Server.
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function guardedListen(this: net.Server, ...args: unknown[]) {
  refuse('starts a server')
  return (listen as (...args: unknown[]) => net.Server).apply(this, args)
}
