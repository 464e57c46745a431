import { existsSync } from 'node:fs'
import path from 'node:path'
import { getServerEnv } from '#shared/site-settings.server'
import { deleteTravellerData } from './private-retention.server'
import { privateStoreFailure } from './private-store.server'

/**
 * `npm run forget -- <email>`: an operator deletes every enquiry and proposal of one traveller (decision 062), with
 * the server's private store client and the site's settings (.env), as the Studio's "Delete this traveller's data"
 * does with the Studio's. Prints how many documents went; the address is the operator's to keep out of any log.
 */
// The site's own settings, as `npm start` reads them (scripts/start.ts), before anything reads the environment.
const dotenv = path.resolve(process.cwd(), '.env')
if (existsSync(dotenv)) process.loadEnvFile(dotenv)
const email = process.argv[2]
if (!email || process.argv.length > 3) {
  console.error('Usage: npm run forget -- <e-mail address>')
  process.exit(2)
}
try {
  const deleted = await deleteTravellerData(email, getServerEnv())
  console.log(`Deleted ${deleted} enquiries, proposals and drafts for that address.`)
} catch (error) {
  console.error(error instanceof RangeError ? error.message : `Nothing was deleted: ${privateStoreFailure(error)}.`)
  process.exit(1)
}
