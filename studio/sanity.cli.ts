import { defineCliConfig } from 'sanity/cli'
import { DEFAULT_SANITY_DATASET, EMBEDDED_PROJECT_ID } from '#shared/setting-defaults'

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || EMBEDDED_PROJECT_ID
const dataset = process.env.SANITY_STUDIO_DATASET || DEFAULT_SANITY_DATASET

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  // `npm run typegen`: the result types of the site's queries, from this schema (extracted to schema.json).
  // The TYPEGEN_* overrides exist for the freshness test, which regenerates into a scratch folder to compare.
  typegen: {
    path: '../app/**/*.{ts,tsx}',
    schema: process.env.TYPEGEN_SCHEMA || 'schema.json',
    generates: process.env.TYPEGEN_OUTPUT || '../app/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
