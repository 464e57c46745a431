import { getServerEnv, publicSiteOrigin } from '#shared/site-settings.server'
import { privateClient, privateStoreConfigured } from '~/content/private-store.server'
import { type ProposalMailer, startProposalMailer } from './proposal-mailer.server'
import { privateMailerStore } from './proposal-store.server'
import { sendProposalMail } from './traveller-mail.server'

/**
 * The proposal mailer as one server runs it (decision 063): the host starts it in one process only (the cluster's
 * primary, or the one process) through its seam. `ownOrigin` is the server's own address, for links when
 * PUBLIC_SITE_URL is not set. Without a private store there are no proposals to mail.
 */
export function startServerProposalMailer(ownOrigin: string): ProposalMailer | null {
  const env = getServerEnv()
  if (!privateStoreConfigured(env)) return null
  return startProposalMailer({
    store: privateMailerStore(privateClient(env)),
    send: (mail) => sendProposalMail(mail, env),
    origin: publicSiteOrigin(env) ?? ownOrigin,
  })
}
