import { getServerEnv, publicSiteOrigin } from '#shared/site-settings.server'
import { privateClient, privateStoreConfigured } from '~/content/private-store.server'
import { siteNow } from '~/platform/clock.server'
import { sendHoldReminders } from './hold-reminders.server'
import { type ProposalMailer, startProposalMailer } from './proposal-mailer.server'
import { privateMailerStore } from './proposal-store.server'
import { sendProposalMail } from './traveller-mail.server'

/** How often the mailer's process looks for holds ending within a day (decision 067): one query each time. */
const REMINDER_PASS_MS = 10 * 60 * 1000

/**
 * The proposal mailer as one server runs it (decision 063): the host starts it in one process only (the cluster's
 * primary, or the one process) through its seam. `ownOrigin` is the server's own address, for links when
 * PUBLIC_SITE_URL is not set. Without a private store there are no proposals to mail. The same process reminds
 * travellers of holds about to end, on start and every ten minutes.
 */
export function startServerProposalMailer(ownOrigin: string): ProposalMailer | null {
  const env = getServerEnv()
  if (!privateStoreConfigured(env)) return null
  const origin = publicSiteOrigin(env) ?? ownOrigin
  const mailer = startProposalMailer({
    store: privateMailerStore(privateClient(env)),
    send: (mail) => sendProposalMail(mail, env),
    origin,
  })
  const remind = () =>
    sendHoldReminders({
      client: privateClient(env),
      now: siteNow(),
      send: (mail) => sendProposalMail(mail, env, 'hold-reminder'),
      origin,
    }).catch((error: Error) => console.error(`[holds] could not read the holds to remind: ${error.message}`))
  void remind()
  const timer = setInterval(remind, REMINDER_PASS_MS)
  timer.unref?.()
  return {
    drain: mailer.drain,
    async stop() {
      clearInterval(timer)
      await mailer.stop()
    },
  }
}
