import { type DocumentActionComponent, useDocumentOperation } from 'sanity'
import type { ReviewModeration } from '#shared/review-fields'

const APPROVED: ReviewModeration = 'approved'

/** One wrapper per built-in action: the Studio may ask for the actions on every render. */
const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>()

/**
 * A review's publish action, "Approve and publish" (decision 048): marks the review approved, then publishes it
 * with Sanity's own action, which waits for that change to be saved and for validation as it always does, and
 * refuses what it would refuse. A review sent from the site is written `moderation: "waiting"`, which keeps it
 * off every page (preview included) and in "Reviews waiting"; publishing it without this would leave it hidden.
 */
export function approveAndPublish(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish)
  if (known) return known
  // An action is a hook Sanity calls, never a React component, and the map above keeps one wrapper per built-in
  // action: nothing is remade per render. Wrapping is how Sanity's documentation extends a built-in action.
  // biome-ignore lint/correctness/noComponentHookFactories: a Sanity document action, wrapped once (above)
  const ApproveAndPublish: DocumentActionComponent = (props) => {
    const { patch } = useDocumentOperation(props.id, props.type)
    const description = publish(props)
    if (!description) return null
    return {
      ...description,
      // Sanity's own words while it cannot publish ("Published", "Publishing…").
      label: description.disabled ? description.label : 'Approve and publish',
      onHandle: () => {
        const current = props.draft ?? props.published
        if (current?.moderation !== APPROVED) patch.execute([{ set: { moderation: APPROVED } }])
        description.onHandle?.()
      },
    }
  }
  ApproveAndPublish.action = publish.action
  ApproveAndPublish.displayName = 'ApproveAndPublishAction'
  wrapped.set(publish, ApproveAndPublish)
  return ApproveAndPublish
}
