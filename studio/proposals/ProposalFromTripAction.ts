import { ComposeIcon } from '@sanity/icons'
import type { DocumentActionComponent } from 'sanity'
import { type PackageDayRef, proposalFromTrip, type TripFields } from './proposal-documents'
import { useNewProposal } from './useNewProposal'

type Trip = TripFields & { days?: PackageDayRef[] }

/** A catalogue item's package, with its days' keys, as published (the days a proposal refers to). */
const PACKAGE_DAYS = '*[_type == "itineraryPackage" && _id == $id][0]{ _id, "days": days[]{ _key } }'

/**
 * "New proposal from this trip" on a package and on a catalogue item that has one (decision 063): a draft
 * proposal with the trip, its specialist and every day of the package, by reference; then it opens.
 */
export const ProposalFromTripAction: DocumentActionComponent = (props) => {
  const { busy, create } = useNewProposal(props.onComplete)
  const trip = (props.draft ?? props.published) as Trip | null
  const packageId = props.type === 'itineraryPackage' ? props.id : trip?.package?._ref
  if (!packageId) return null
  return {
    label: busy ? 'Writing…' : 'New proposal from this trip',
    icon: ComposeIcon,
    disabled: !trip || busy,
    onHandle: () =>
      create(async (client) => {
        const days =
          props.type === 'itineraryPackage'
            ? (trip?.days ?? [])
            : ((await client.fetch<{ days?: PackageDayRef[] } | null>(PACKAGE_DAYS, { id: packageId }))?.days ?? [])
        const { id, document } = proposalFromTrip(
          { ...(trip as Trip), _id: props.id, _type: props.type },
          days,
          packageId,
        )
        await client.create(document)
        return id
      }),
  }
}
