import { ComposeIcon } from '@sanity/icons'
import { useState } from 'react'
import { type DocumentActionComponent, useClient } from 'sanity'
import { useRouter } from 'sanity/router'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { type PackageDayRef, proposalFromTrip, type TripFields } from './proposal-documents'

type Trip = TripFields & { days?: PackageDayRef[] }

/** A catalogue item's package, with its days' keys, as published (the days a proposal refers to). */
const PACKAGE_DAYS = '*[_type == "itineraryPackage" && _id == $id][0]{ _id, "days": days[]{ _key } }'

/**
 * "New proposal from this trip" on a package and on a catalogue item that has one (decision 063): a draft
 * proposal with the trip, its specialist and every day of the package, by reference; then it opens.
 */
export const ProposalFromTripAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION })
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const trip = (props.draft ?? props.published) as Trip | null
  const packageId = props.type === 'itineraryPackage' ? props.id : trip?.package?._ref
  if (!packageId) return null
  return {
    label: busy ? 'Writing…' : 'New proposal from this trip',
    icon: ComposeIcon,
    disabled: !trip || busy,
    onHandle: async () => {
      if (!trip) return
      setBusy(true)
      try {
        const days =
          props.type === 'itineraryPackage'
            ? (trip.days ?? [])
            : ((await client.fetch<{ days?: PackageDayRef[] } | null>(PACKAGE_DAYS, { id: packageId }))?.days ?? [])
        const { id, document } = proposalFromTrip({ ...trip, _id: props.id, _type: props.type }, days, packageId)
        await client.create(document)
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
