import { ComposeIcon } from '@sanity/icons'
import { useState } from 'react'
import { type DocumentActionComponent, useClient } from 'sanity'
import { useRouter } from 'sanity/router'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { type EnquiryFields, proposalFromEnquiry } from './proposal-documents'

/**
 * "Write a proposal" on an enquiry (decision 063): a draft proposal under a path, filled from the enquiry, in one
 * transaction with the enquiry's status set to answered (on its published copy and on its draft, if it has one);
 * then the new proposal opens.
 */
export const WriteProposalAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION })
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const enquiry = (props.draft ?? props.published) as EnquiryFields | null
  return {
    label: busy ? 'Writing…' : 'Write a proposal',
    icon: ComposeIcon,
    disabled: !enquiry || busy,
    onHandle: async () => {
      if (!enquiry) return
      setBusy(true)
      try {
        const { id, document } = proposalFromEnquiry({ ...enquiry, _id: props.id })
        const transaction = client.transaction().create(document)
        for (const copy of [props.published, props.draft])
          if (copy) transaction.patch(copy._id, (patch) => patch.set({ status: 'answered' }))
        await transaction.commit()
        router.navigateIntent('edit', { id, type: 'proposal' })
      } catch (error) {
        console.error('Could not write the proposal', error)
        window.alert('The proposal could not be created. Check your connection and try again.')
      } finally {
        setBusy(false)
        props.onComplete()
      }
    },
  }
}
