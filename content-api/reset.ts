import path from 'node:path'
import { resetContentLake } from './reset-data'
import { contentApiSettings } from './settings'

/** `npm run content:reset`: stop the Content API first; its next start recreates the datasets from seed/. */
const dataDir = path.resolve(contentApiSettings().CONTENT_API_DATA_DIR)
const removed = await resetContentLake(dataDir)
if (removed.length === 0) console.log(`Content lake: nothing to reset in ${dataDir}; the next start uses the seed`)
else {
  for (const entry of removed) console.log(`Content lake: removed ${entry}`)
  console.log('Content lake: reset; the next start of npm run content-api recreates the datasets from seed/')
}
