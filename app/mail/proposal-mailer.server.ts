import { type ProposalToMail, proposalMail, type TravellerMail } from './proposal-mail.server'

/**
 * The proposal mailer (decision 063): "Send" in the Studio publishes a proposal marked sent, which fires no webhook
 * (it lives under a path) and may not carry a secret, so one process of the site's server e-mails it. It reads
 * what is sent and not yet e-mailed when it starts and whenever a proposal changes; claims each by setting
 * `emailedAt` on the revision it read (so two servers never both send); sends; and on failure takes the claim back
 * so it is tried again, after a rest.
 */
export type MailerStore = {
  /** Published proposals with status sent and no `emailedAt`. */
  pending(): Promise<ProposalToMail[]>
  /** Sets `emailedAt` if the proposal is still at the revision read; false when another process got there first. */
  claim(proposal: ProposalToMail): Promise<boolean>
  /** Unsets `emailedAt`, so the proposal is mailed again. */
  release(proposal: ProposalToMail): Promise<void>
  /** Calls `listener` whenever a proposal may have changed; returns how to stop. */
  onChange(listener: () => void): () => void
}

export type ProposalMailer = {
  /** Mails whatever is waiting now (and again if more arrived meanwhile); resolves once done. */
  drain(): Promise<void>
  stop(): Promise<void>
}

type Options = {
  store: MailerStore
  send: (mail: TravellerMail) => Promise<void>
  /** The site's public origin, for the link. */
  origin: string
  /** How long a proposal whose mail failed rests before the next try. */
  retryAfterMs?: number
  log?: Pick<Console, 'log' | 'error'>
}

export function startProposalMailer({ store, send, origin, retryAfterMs = 60_000, log = console }: Options) {
  const resting = new Set<string>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  const mailOne = async (proposal: ProposalToMail) => {
    if (!(await store.claim(proposal))) return
    try {
      await send(proposalMail(proposal, origin))
      log.log(`[proposals] e-mailed ${proposal._id}`)
    } catch (error) {
      log.error(`[proposals] could not e-mail ${proposal._id}: ${(error as Error).message}; trying again later`)
      resting.add(proposal._id)
      await store.release(proposal).catch((release: Error) => log.error(`[proposals] ${release.message}`))
      const timer = setTimeout(() => {
        timers.delete(timer)
        resting.delete(proposal._id)
        void drain()
      }, retryAfterMs)
      timer.unref?.()
      timers.add(timer)
    }
  }

  const drainOnce = async () => {
    for (const proposal of await store.pending()) if (!resting.has(proposal._id)) await mailOne(proposal)
  }

  // One pass at a time; a change during a pass asks for one more.
  function drain(): Promise<void> {
    if (stopped) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        try {
          await drainOnce()
        } catch (error) {
          log.error(`[proposals] could not read the proposals to e-mail: ${(error as Error).message}`)
        }
      } while (again && !stopped)
    })().finally(() => {
      running = null
    })
    return running
  }

  const unsubscribe = store.onChange(() => void drain())
  void drain()
  return {
    drain,
    async stop() {
      stopped = true
      unsubscribe()
      for (const timer of timers) clearTimeout(timer)
      await running
    },
  } satisfies ProposalMailer
}
