import { TrashIcon } from '@sanity/icons'
import { useState } from 'react'
import { type DocumentActionComponent, useClient } from 'sanity'
import { PROPOSAL_ID_PREFIX } from '#shared/private-documents'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { releaseHeldPlaces } from '../holds/release-held-places'
import type { HoldClient } from '../holds/run-hold-action'
import { TRAVELLER_DOCUMENTS, travellerEmailOf } from './traveller-documents'

type Step = { kind: 'idle' } | { kind: 'confirming' } | { kind: 'done'; message: string }

/**
 * "Delete this traveller's data" on an enquiry and on a proposal (decision 063): after a confirmation, deletes
 * every enquiry and proposal for the same e-mail address, drafts included, in one transaction, and says how many.
 * The server's retention job (decision 062) deletes by age; this is the traveller's request to be forgotten. Places
 * the traveller's proposals hold go back first.
 */
export const DeleteTravellerDataAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION }).withConfig({ perspective: 'raw' })
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const email = travellerEmailOf(props.draft ?? props.published)
  const close = () => {
    setStep({ kind: 'idle' })
    props.onComplete()
  }
  return {
    label: 'Delete this traveller’s data',
    icon: TrashIcon,
    tone: 'critical',
    disabled: !email,
    title: email ? `Every enquiry and proposal for ${email}` : 'This document has no e-mail address.',
    onHandle: () => setStep({ kind: 'confirming' }),
    dialog:
      step.kind === 'confirming'
        ? {
            type: 'confirm',
            tone: 'critical',
            message: `Delete every enquiry and proposal for ${email}, drafts included? This cannot be undone.`,
            onCancel: close,
            onConfirm: async () => {
              try {
                const ids = await client.fetch<string[]>(TRAVELLER_DOCUMENTS, { email })
                // Held places go back first, as the server's deletion does (decision 066); bookings stay.
                for (const id of ids.filter((each) => each.startsWith(PROPOSAL_ID_PREFIX)))
                  await releaseHeldPlaces(client as unknown as HoldClient, id, () => new Date())
                const transaction = client.transaction()
                for (const id of ids) transaction.delete(id)
                if (ids.length) await transaction.commit()
                setStep({ kind: 'done', message: `Deleted ${ids.length} document${ids.length === 1 ? '' : 's'}.` })
              } catch (error) {
                console.error('Could not delete the traveller’s data', error)
                setStep({ kind: 'done', message: 'Nothing was deleted: the Content Lake refused. Try again.' })
              }
            },
          }
        : step.kind === 'done'
          ? { type: 'dialog', header: 'Traveller’s data', content: step.message, onClose: close }
          : null,
  }
}
