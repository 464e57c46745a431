// Part of `npm run build`: compiles the production host (server/, with the page cache it uses) to
// build/host/, so `npm run serve` runs plain JavaScript with no loader and no development package.
// Packages stay imports (node_modules is there at run time); the Remix build is loaded at run time, not bundled.
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')

await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts', 'server/worker.ts'],
  outdir: 'build/host',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  alias: { '~': './app' },
  sourcemap: 'linked',
  logLevel: 'warning',
})
