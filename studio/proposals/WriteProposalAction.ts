import { ComposeIcon } from '@sanity/icons'
import type { DocumentActionComponent } from 'sanity'
import { type EnquiryFields, proposalFromEnquiry } from './proposal-documents'
import { useNewProposal } from './useNewProposal'

/**
 * "Write a proposal" on an enquiry (decision 063): a draft proposal under a path, filled from the enquiry, in one
 * transaction with the enquiry's status set to answered (on its published copy and on its draft, if it has one);
 * then the new proposal opens.
 */
export const WriteProposalAction: DocumentActionComponent = (props) => {
  const { busy, create } = useNewProposal(props.onComplete)
  const enquiry = (props.draft ?? props.published) as EnquiryFields | null
  return {
    label: busy ? 'Writing…' : 'Write a proposal',
    icon: ComposeIcon,
    disabled: !enquiry || busy,
    onHandle: () =>
      create(async (client) => {
        const { id, document } = proposalFromEnquiry({ ...(enquiry as EnquiryFields), _id: props.id })
        const transaction = client.transaction().create(document)
        for (const copy of [props.published, props.draft])
          if (copy) transaction.patch(copy._id, (patch) => patch.set({ status: 'answered' }))
        await transaction.commit()
        return id
      }),
  }
}
