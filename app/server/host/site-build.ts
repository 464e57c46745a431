import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import type { hasPreviewSession, recordingPageTags, siteEvents } from '~/entry.server'

/**
 * The built Remix app as the host uses it. Besides Remix's own build, the host reaches two things of the app's
 * through its entry module (entry.server re-exports them): the per-request record of shown documents, the
 * site events and the preview-session check. Through the build, not imported from source, so that the host and the app share one instance
 * of each.
 */
export type SiteBuild = ServerBuild & {
  entry: {
    module: ServerBuild['entry']['module'] & {
      recordingPageTags?: typeof recordingPageTags
      siteEvents?: typeof siteEvents
      hasPreviewSession?: typeof hasPreviewSession
    }
  }
}
export type SiteEvents = typeof siteEvents
export type RecordingPageTags = typeof recordingPageTags

/**
 * The project's root: the nearest folder above this file with a package.json. The host runs from its source
 * (tests, tsx) and from its compiled copy in build/host/, at different depths.
 */
export function projectRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`)
  }
}

export async function loadSiteBuild(root: string): Promise<SiteBuild> {
  return (await import(pathToFileURL(path.join(root, 'build', 'server', 'index.js')).href)) as SiteBuild
}
