// Every seeded trip names a specialist from the seeded team (issue 35), whom travellers can reach.
import { describe, expect, it } from 'vitest'
import { isSpokenLanguage } from '#shared/spoken-languages'
import { whatsappHref } from '~/logic/specialist-links'
import { seedDataset } from '../support/seed-data'

const team = new Map(seedDataset.filter((doc) => doc._type === 'teamMember').map((doc) => [doc._id, doc]))
const trips = seedDataset.filter((doc) => doc._type === 'catalogueItem' || doc._type === 'itineraryPackage')
const specialistOf = (id: string) => team.get(seedDataset.find((doc) => doc._id === id)?.specialist?._ref)

describe('the seed’s specialists', () => {
  it('name a team member on every trip, packages and catalogue items alike', () => {
    expect(trips).toHaveLength(33)
    const without = trips.filter((trip) => !team.has(trip.specialist?._ref)).map((trip) => trip._id)
    expect(without).toEqual([])
  })

  it('name the same person on a catalogue item and the package it opens', () => {
    const items = trips.filter((trip) => trip.package?._ref)
    expect(items).toHaveLength(5)
    for (const item of items) expect(item.specialist._ref, item._id).toBe(specialistOf(item.package._ref)?._id)
  })

  it('put Dubai with the UAE office, and spread the rest by what each person does', () => {
    expect(specialistOf('item-dubai')).toMatchObject({ name: 'Omar Al Mansoori', office: 'UAE' })
    expect(specialistOf('item-gold')?.name).toBe('Amani Njoroge')
    const golf = trips.filter((trip) => trip.category === 'Golf Courses').map((trip) => specialistOf(trip._id)?.name)
    expect(new Set(golf)).toEqual(new Set(['David Otieno']))
    const safaris = trips.filter((trip) => trip.category === 'Excursions').map((trip) => specialistOf(trip._id)?.name)
    expect(new Set(safaris)).toEqual(new Set(['Joseph Lemayian']))
  })

  it('give every team member known languages, an office and a WhatsApp number that can be dialled', () => {
    for (const member of team.values()) {
      expect(member.languages.length, member.name).toBeGreaterThan(0)
      expect(member.languages.every(isSpokenLanguage), member.name).toBe(true)
      expect(['UAE', 'US', 'Nairobi'], member.name).toContain(member.office)
      expect(whatsappHref(member.whatsapp, 'Hello'), member.name).not.toBeNull()
    }
  })
})
