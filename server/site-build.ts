import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import type { ViteDevServer } from 'vite'
import type { HostSeam } from '~/host-seam'

/** Remix's build of the app, with the app's one seam for the host (entry.server's `hostSeam`). */
export type SiteBuild = ServerBuild & { entry: { module: ServerBuild['entry']['module'] & { hostSeam: HostSeam } } }

/**
 * The app as the host serves it, the same in both modes (decision 039): in production the compiled build, loaded
 * once; in development Vite's, in middleware mode, loaded again as files change (`npm run dev`).
 */
export type Site = {
  /** The build for a request (in development, Vite's current one). */
  build: () => Promise<SiteBuild>
  /** The current build's seam. */
  seam: () => HostSeam
  /** The compiled browser assets (production), or null: Vite serves them (development). */
  assets: { publicPath: string; dir: string } | null
  /** Vite's middleware, in development. */
  vite: ViteDevServer | null
  /** Told when the seam changes (a reload in development) and when a source file changes. */
  onReload(listener: () => void): void
  onSourceChange(listener: () => void): void
  close(): Promise<void>
}

/**
 * The project's root: the nearest folder above this file with a package.json. The host runs from its source
 * (tests, tsx, development) and from its compiled copy in build/host/, at different depths.
 */
export function projectRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`)
  }
}

export async function loadSite({
  root,
  development,
  httpServer,
}: {
  root: string
  development: boolean
  httpServer: Server
}): Promise<Site> {
  return development ? developmentSite(root, httpServer) : productionSite(root)
}

/**
 * The compiled app's seam alone, for the cluster's primary, which serves no page but runs what must run once per
 * server (the proposal mailer, decision 063).
 */
export async function loadProductionSeam(root: string): Promise<HostSeam> {
  return (await productionSite(root)).seam()
}

async function productionSite(root: string): Promise<Site> {
  const build = (await import(pathToFileURL(path.join(root, 'build', 'server', 'index.js')).href)) as SiteBuild
  return {
    build: async () => build,
    seam: () => build.entry.module.hostSeam,
    assets: { publicPath: build.publicPath, dir: path.resolve(root, build.assetsBuildDirectory, 'assets') },
    vite: null,
    onReload: () => {},
    onSourceChange: () => {},
    close: async () => {},
  }
}

const SERVER_BUILD = 'virtual:remix/server-build'

async function developmentSite(root: string, httpServer: Server): Promise<Site> {
  const { createServer } = await import('vite')
  // Hot reload over the site's own port: the page's policy allows it as 'self'.
  const vite = await createServer({
    root,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  })
  const reloaded = new Set<() => void>()
  const changed = new Set<() => void>()
  let current = (await vite.ssrLoadModule(SERVER_BUILD)) as SiteBuild
  const sourceChanged = () => {
    for (const listener of changed) listener()
  }
  for (const event of ['change', 'add', 'unlink'] as const) vite.watcher.on(event, sourceChanged)
  // Whatever Vite tells browsers (an update, a full reload after it optimised new dependencies, whose URLs carry a
  // new version) makes every kept page's module links stale.
  const hot = vite.environments.client.hot
  const send = hot.send.bind(hot) as (...args: unknown[]) => void
  hot.send = ((...args: unknown[]) => {
    sourceChanged()
    send(...args)
  }) as typeof hot.send
  return {
    async build() {
      const next = (await vite.ssrLoadModule(SERVER_BUILD)) as SiteBuild
      const seamChanged = next.entry.module.hostSeam !== current.entry.module.hostSeam
      current = next
      if (seamChanged) for (const listener of reloaded) listener()
      return next
    },
    seam: () => current.entry.module.hostSeam,
    assets: null,
    vite,
    onReload: (listener) => reloaded.add(listener),
    onSourceChange: (listener) => changed.add(listener),
    close: () => vite.close(),
  }
}
