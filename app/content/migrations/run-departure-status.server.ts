import { existsSync } from 'node:fs'
import path from 'node:path'
import { getServerEnv } from '#shared/site-settings.server'
import { privateClient, privateStoreFailure } from '../private-store.server'
import { retireTypedStatuses } from './departure-status.server'

/**
 * `npm run migrate:departures [-- --dry-run]`: an operator retires the departures' typed statuses once, after
 * deploying issue 45, with the server's writing client and the site's settings (.env), as `npm run forget` does.
 */
const dotenv = path.resolve(process.cwd(), '.env')
if (existsSync(dotenv)) process.loadEnvFile(dotenv)
const args = process.argv.slice(2)
if (args.some((arg) => arg !== '--dry-run')) {
  console.error('Usage: npm run migrate:departures [-- --dry-run]')
  process.exit(2)
}
const dryRun = args.includes('--dry-run')
try {
  const report = await retireTypedStatuses(privateClient(getServerEnv()), { dryRun })
  console.log(
    `${dryRun ? 'Would change' : 'Changed'} ${report.trips} trips; ${report.closed} sold-out departures closed.` +
      (report.changedMeanwhile ? ` ${report.changedMeanwhile} changed meanwhile: run it again.` : ''),
  )
} catch (error) {
  console.error(`Nothing more was changed: ${privateStoreFailure(error)}.`)
  process.exit(1)
}
