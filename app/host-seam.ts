import type { RefusalWords } from '~/i18n/refusal-words'
import type { SiteEvent } from '~/logic/site-event'

export type { RefusalWords }

/**
 * The one seam between the two programs (decision 039): what the Remix app offers the HTTP host in server/, which
 * reaches it through the build's entry module (`entry.server` exports `hostSeam`), so both share the app's own
 * instances. The host never imports the app's modules for these; the app never imports the host.
 */
export type HostSeam = {
  /** Runs one render while recording the documents it shows, into `tags` (its Cache-Tag). */
  recordingPageTags<T>(tags: Set<string>, render: () => T): T
  /** Whether a Cookie header holds a preview session this site signed and still honours. */
  hasPreviewSession(cookieHeader: string): Promise<boolean>
  /** Takes effect in the app: a publish evicts the content cache's entries it affects, a revocation ends a session. */
  applySiteEvent(event: SiteEvent): AppliedSiteEvent
  /**
   * Hands the app the host's site-event bus, through which it raises its events (again after a reload in development).
   */
  connect(bus: SiteEventBus): void
  /** The words the host refuses a request with, in the language of the page asked for (`/ar/…`: Arabic). */
  refusalWords(pathname: string): RefusalWords
  /**
   * Deletes the enquiries and proposals past PRIVATE_RETENTION_DAYS (decision 062); how many went. Never rejects:
   * a failure is logged, and the next day's run tries again.
   */
  runPrivateRetention(): Promise<number>
  /**
   * Marks the holds past their end expired and takes their claims off the ledgers (decision 066); how many. Never
   * rejects: a failure is logged, and the next run tries again. Their places stopped counting at their end already.
   */
  tidyHolds(): Promise<number>
  /** The ids of the proposals that exist, for the host to delete other proposals' PDFs; null when unknown now. */
  keptProposalIds(): Promise<string[] | null>
  /**
   * Starts the proposal mailer (decision 063), which the host runs in one process of a server only; null when there
   * is no private store. `ownOrigin` is the server's own address, for links when PUBLIC_SITE_URL is not set.
   */
  startProposalMailer(ownOrigin: string): { stop(): Promise<void> } | null
}

/** What applying an event did in the app: how many cached query results a publish evicted. */
export type AppliedSiteEvent = { evicted: number }

/** The host's side: an event raised here is applied in this copy of the site and sent to every other. */
export type SiteEventBus = { announce(event: SiteEvent): AppliedSiteEvent }
