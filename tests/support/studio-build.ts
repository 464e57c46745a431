import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { studioDist } from './studio-stand-in'

/** How long a test that opens the Studio may wait for `npm test`'s Studio build to end. */
export const STUDIO_BUILD_WAIT_MS = 300_000

/**
 * Resolves once studio/dist is there to serve. `npm test` starts the browser tests as soon as the site is
 * built, while the Studio still builds beside them, and names in STUDIO_BUILD_STATUS a file it writes with
 * the build's exit status when the build ends: a test that needs the Studio waits for it. Run on their own,
 * the browser tests expect a Studio built before (npm run studio:build).
 */
export async function studioBuilt(): Promise<void> {
  const statusFile = process.env.STUDIO_BUILD_STATUS
  if (statusFile) {
    while (!existsSync(statusFile)) await sleep(500)
    const status = readFileSync(statusFile, 'utf8').trim()
    if (status !== '0') throw new Error(`The Studio build failed (exit ${status}): see its output in the test run.`)
  }
  if (!existsSync(path.join(studioDist, 'index.html'))) throw new Error('studio/dist is missing: npm run studio:build')
}
