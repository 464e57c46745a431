import { describe, expect, it } from 'vitest'
import type { AppliedSiteEvent, HostSeam, SiteEventBus } from '~/host-seam'
import type { SiteEvent } from '~/logic/site-event'
import { createEntry, createPageCache } from './page-cache/page-cache'
import type { Site } from './site-build'
import { startSiteEvents } from './site-event-relay'

/** An app that records what it was told to apply, behind a site whose seam a "reload" can replace. */
function fakeSite() {
  const applied: SiteEvent[] = []
  let bus: SiteEventBus | null = null
  const seam = (): HostSeam => ({
    recordingPageTags: (_tags, render) => render(),
    hasPreviewSession: async () => false,
    refusalWords: () => {
      throw new Error('not asked for here')
    },
    runPrivateRetention: async () => 0,
    tidyHolds: async () => 0,
    startProposalMailer: () => null,
    keptProposalIds: async () => null,
    applySiteEvent: (event): AppliedSiteEvent => {
      applied.push(event)
      return { evicted: 3 }
    },
    connect: (hostBus) => {
      bus = hostBus
    },
  })
  let current = seam()
  const reloads: Array<() => void> = []
  const site = { seam: () => current, onReload: (listener: () => void) => reloads.push(listener) } as unknown as Site
  return {
    site,
    applied,
    announce: (event: SiteEvent) => bus!.announce(event),
    reload() {
      bus = null
      current = seam()
      for (const listener of reloads) listener()
    },
  }
}

function cacheWithPages(...pages: Array<[string, string[]]>) {
  const cache = createPageCache()
  for (const [key, tags] of pages) {
    const entry = createEntry({
      key,
      headers: new Headers({ 'content-type': 'text/html' }),
      body: Buffer.from(key),
      policy: { freshMs: 60_000, staleMs: 0 },
      tags,
      now: cache.now(),
    })
    cache.store(entry, cache.generation)
  }
  return cache
}

describe('site events in the host', () => {
  it('apply an event the app raises in the app and in the page cache, by one path', () => {
    const app = fakeSite()
    const pageCache = cacheWithPages(
      ['https://site.test/about', ['team-01']],
      ['https://site.test/hotels', ['type:catalogueItem']],
      ['https://site.test/terms', ['legal-terms']],
    )
    startSiteEvents({ site: app.site, pageCache, channel: 'test' })
    const publish: SiteEvent = { kind: 'publish', ids: ['team-01'], types: ['catalogueItem'] }
    expect(app.announce(publish)).toEqual({ evicted: 3 })
    expect(app.applied).toEqual([publish])
    expect(pageCache.lookup('https://site.test/about')).toBeUndefined()
    expect(pageCache.lookup('https://site.test/hotels')).toBeUndefined()
    expect(pageCache.lookup('https://site.test/terms')).toBeDefined()
  })

  it('hand the end of a preview session to the app, and leave the pages alone', () => {
    const app = fakeSite()
    const pageCache = cacheWithPages(['https://site.test/about', ['team-01']])
    startSiteEvents({ site: app.site, pageCache, channel: 'test' })
    app.announce({ kind: 'preview-revoked', id: 'session-1', exp: 123 })
    expect(app.applied).toEqual([{ kind: 'preview-revoked', id: 'session-1', exp: 123 }])
    expect(pageCache.lookup('https://site.test/about')).toBeDefined()
  })

  it('connect the app again after a reload (development), so its events still take effect', () => {
    const app = fakeSite()
    startSiteEvents({ site: app.site, pageCache: null, channel: 'test' })
    app.reload()
    app.announce({ kind: 'publish', ids: ['x'], types: [] })
    expect(app.applied).toHaveLength(1)
  })
})
