import { existsSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { assetsDirOf } from './dataset-store'
import { isTemporaryFile } from './persistence'

export const DEFAULT_DATA_DIR = path.join('data', 'content-lake')

/**
 * Back to the seed: the persisted datasets and the uploaded assets go, so the next start rebuilds each dataset
 * from seed/. Resized images are kept (they are named by content and recipe, so never stale). Returns what it removed.
 */
export async function resetContentLake(dataDir: string): Promise<string[]> {
  if (!existsSync(dataDir)) return []
  const removed: string[] = []
  for (const name of await readdir(dataDir)) {
    if (name.endsWith('.ndjson') || isTemporaryFile(name)) {
      await rm(path.join(dataDir, name), { force: true })
      removed.push(path.join(dataDir, name))
    }
  }
  const assets = assetsDirOf(dataDir)
  if (existsSync(assets)) {
    await rm(assets, { recursive: true, force: true })
    removed.push(assets)
  }
  return removed
}
