import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.mjs', 'tests/unit/**/*.test.ts', 'content-api/**/*.test.ts'],
    environment: 'node',
  },
})
