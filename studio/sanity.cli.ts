import { defineCliConfig } from 'sanity/cli'
import { studioSettings, typegenSettings } from './settings'

// Every Sanity command loads this file first, `sanity build` included: a bad setting stops it here, named.
const { SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset } = studioSettings()
const { TYPEGEN_SCHEMA, TYPEGEN_OUTPUT } = typegenSettings()

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  // `npm run typegen`: the result types of the site's queries, from this schema (extracted to schema.json).
  // The TYPEGEN_* overrides exist for the freshness test, which regenerates into a scratch folder to compare.
  typegen: {
    path: '../app/**/*.{ts,tsx}',
    schema: TYPEGEN_SCHEMA,
    generates: TYPEGEN_OUTPUT,
    overloadClientMethods: true,
  },
})
