import { PublishIcon } from '@sanity/icons'
import { useCallback, useState } from 'react'
import { type DocumentActionComponent, useClient, useValidationStatus } from 'sanity'
import { DEFAULT_LANG, isLang } from '#shared/languages'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { usePatchThenPublish } from './patch-then-publish'
import { type PackageDay, type PlanDay, packageIdsOf, resolvePlan } from './sent-plan'

type Proposal = { plan?: PlanDay[]; language?: string; status?: string }

/** The packages' days as the site shows them: published. */
const PACKAGE_DAYS = '*[_type == "itineraryPackage" && _id in $ids]{ _id, days }'

/**
 * "Send" (decision 063): once the proposal is valid, writes the plan as sent in its language, marks it sent and
 * publishes it; the site's server then e-mails the traveller the private link (app/mail/proposal-mailer.server.ts),
 * since no secret may live in the Studio. Sending again (after a change) writes the plan again and mails again.
 */
export const SendProposalAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION })
  const { onComplete } = props
  const [busy, setBusy] = useState(false)
  const done = useCallback(() => {
    setBusy(false)
    onComplete()
  }, [onComplete])
  const { patchThenPublish, publishing } = usePatchThenPublish(props.id, props.type, props.published, done)
  const { validation, isValidating } = useValidationStatus(props.id, props.type, true)
  const proposal = (props.draft ?? props.published) as Proposal | null
  const invalid = validation.some((marker) => marker.level === 'error')
  const sent = proposal?.status !== undefined && proposal.status !== 'draft' && proposal.status !== 'withdrawn'
  return {
    label: busy || publishing ? 'Sending…' : sent ? 'Send again' : 'Send',
    icon: PublishIcon,
    tone: 'primary',
    disabled: !proposal || busy || publishing || isValidating || invalid,
    title: invalid ? 'Fix the proposal’s errors first.' : 'Publish it and e-mail the traveller its private link.',
    onHandle: async () => {
      if (!proposal) return
      setBusy(true)
      try {
        const plan = proposal.plan ?? []
        const found = await client.fetch<Array<{ _id: string; days?: PackageDay[] }>>(
          PACKAGE_DAYS,
          { ids: packageIdsOf(plan) },
          { perspective: 'published' },
        )
        const packages = new Map(found.map((item) => [item._id, item.days ?? []]))
        const language = isLang(proposal.language) ? proposal.language : DEFAULT_LANG
        const sentPlan = resolvePlan(plan, packages, language)
        const sentAt = new Date().toISOString()
        patchThenPublish(
          [
            { set: { sentPlan, status: 'sent', sentAt } },
            // The mailer sends whatever is sent and not yet e-mailed: a proposal sent again is mailed again.
            { unset: ['emailedAt', 'withdrawnAt'] },
          ],
          (published) => (published as { sentAt?: string } | null)?.sentAt === sentAt,
        )
      } catch (error) {
        console.error('Could not send the proposal', error)
        window.alert(`The proposal was not sent: ${(error as Error).message}`)
        done()
      }
    },
  }
}
