import type { SchemaTypeDefinition } from 'sanity'
import { aboutPage } from './aboutPage'
import { catalogueItem } from './catalogueItem'
import { categorySection } from './categorySection'
import { categoryTile } from './categoryTile'
import { currencyRates } from './currencyRates'
import { departure } from './departure'
import { departurePlaces } from './departurePlaces'
import { enquiry } from './enquiry'
import { hold } from './hold'
import { homeLayout } from './homeLayout'
import { hotel } from './hotel'
import { itineraryDay } from './itineraryDay'
import { itineraryPackage } from './itineraryPackage'
import { legalPage } from './legalPage'
import { legalSection } from './legalSection'
import { link } from './link'
import { localeTypes } from './locale'
import { office } from './office'
import { partnerSection } from './partnerSection'
import { proposal } from './proposal'
import { review } from './review'
import { service } from './service'
import { servicesPage } from './servicesPage'
import { siteSettings } from './siteSettings'
import { socialLink } from './socialLink'
import { specification } from './specification'
import { storyCard } from './storyCard'
import { storyCardSection } from './storyCardSection'
import { teamMember } from './teamMember'
import { writtenFormsTypes } from './written-forms'

/** Document types that exist exactly once, under a fixed `_id` equal to the type name. */
export const SINGLETON_TYPES = new Set(['siteSettings', 'homeLayout', 'servicesPage', 'aboutPage', 'currencyRates'])

export const schemaTypes: SchemaTypeDefinition[] = [
  // documents
  catalogueItem,
  itineraryPackage,
  enquiry,
  proposal,
  hold,
  departurePlaces,
  storyCard,
  teamMember,
  legalPage,
  servicesPage,
  aboutPage,
  hotel,
  review,
  siteSettings,
  homeLayout,
  currencyRates,
  // objects
  ...localeTypes,
  ...writtenFormsTypes,
  itineraryDay,
  departure,
  legalSection,
  service,
  specification,
  socialLink,
  office,
  link,
  categoryTile,
  categorySection,
  storyCardSection,
  partnerSection,
]
