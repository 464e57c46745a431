import { useState } from 'react'
import { type SanityClient, useClient } from 'sanity'
import { useRouter } from 'sanity/router'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'

/**
 * What both "Write a proposal" and "New proposal from this trip" do around their own writing: one press at a time,
 * then the new proposal opens; a failure is said plainly and nothing is half written (each writes in one request).
 */
export function useNewProposal(onComplete: () => void) {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION })
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const create = async (write: (client: SanityClient) => Promise<string>) => {
    setBusy(true)
    try {
      router.navigateIntent('edit', { id: await write(client), type: 'proposal' })
    } catch (error) {
      console.error('Could not write the proposal', error)
      window.alert('The proposal could not be created. Check your connection and try again.')
    } finally {
      setBusy(false)
      onComplete()
    }
  }
  return { busy, create }
}
