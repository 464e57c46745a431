import { visionTool } from '@sanity/vision'
import { type DocumentActionComponent, defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { ConfirmBookingAction } from './holds/ConfirmBookingAction'
import { ExtendHoldAction } from './holds/ExtendHoldAction'
import { ReleaseHoldAction } from './holds/ReleaseHoldAction'
import { approveAndPublish } from './moderation/approveAndPublish'
import { needsTranslationBadges } from './needs-translation-badge'
import { sitePresentationTool } from './presentation/presentation'
import { PreviewOnSiteAction } from './preview/PreviewOnSiteAction'
import { DeleteTravellerDataAction } from './privacy/DeleteTravellerDataAction'
import { ProposalFromTripAction } from './proposals/ProposalFromTripAction'
import { ProposalStatusBadge } from './proposals/proposal-status-badge'
import { SendProposalAction } from './proposals/SendProposalAction'
import { WithdrawProposalAction } from './proposals/WithdrawProposalAction'
import { WriteProposalAction } from './proposals/WriteProposalAction'
import { SINGLETON_TYPES, schemaTypes } from './schemaTypes'
import { CATEGORIES } from './schemaTypes/shared'
import { studioSettings } from './settings'
import { structure } from './structure'

const { SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset } = studioSettings()
/**
 * The local Content API's origin when this Studio is served offline (content-api/studio-host.ts names it in
 * `window.__localContentApi` before the Studio starts): the Studio then talks to it instead of Sanity's hosts and
 * signs in with the token that page stored (token login: no cookies, and no login provider but the way back to the
 * host's sign-in page). Decided in the browser, so the one build in studio/dist serves both a real project and the
 * offline editor; nothing but that host page sets the name.
 */
const localApiHost =
  typeof window === 'undefined'
    ? undefined
    : (window as { __localContentApi?: { apiHost?: string } }).__localContentApi?.apiHost

/**
 * Offline, the Studio's login screen shows only after "Sign out" (the host page signs the editor in otherwise). Its
 * one way back is the host's page, which says how to get a new one-time link (content-api/studio-sign-in-page.ts).
 */
const localAuth = {
  loginMethod: 'token' as const,
  providers: () => [{ name: 'one-time-link', title: 'Sign in again with a one-time link', url: '/' }],
}

/** The only actions a singleton offers: it can be edited and published, never duplicated or deleted. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

/**
 * Private documents (decision 063) live under a path, which the Studio's global "Create" menu cannot give a new
 * document (it names it by a bare random id): proposals are created from an enquiry, a trip, or the Proposals
 * list (studio/private-lists.ts); enquiries only by the site. A proposal is published by "Send", never by a bare
 * publish (which would skip its plan as sent), and not duplicated (the copy would share the private link's token).
 */
const PRIVATE_TYPES = new Set(['enquiry', 'proposal'])
/**
 * Holds and departures' ledgers (decision 069) are written by the site and changed only by the hold's own actions,
 * each one transaction on the hold and its ledger: never created, edited, published or deleted by hand here.
 */
const WRITTEN_BY_ACTIONS = new Set(['hold', 'departurePlaces'])
const PROPOSAL_BUILT_IN = new Set(['discardChanges', 'restore', 'unpublish', 'delete'])

/** What each kind of document can do beyond Sanity's own actions (issue 44): first its main one, if it has one. */
const MAIN_ACTION: Record<string, DocumentActionComponent> = {
  enquiry: WriteProposalAction,
  proposal: SendProposalAction,
  hold: ConfirmBookingAction,
}
const MORE_ACTIONS: Record<string, DocumentActionComponent[]> = {
  enquiry: [DeleteTravellerDataAction],
  proposal: [WithdrawProposalAction, DeleteTravellerDataAction],
  itineraryPackage: [ProposalFromTripAction],
  catalogueItem: [ProposalFromTripAction],
  hold: [ExtendHoldAction, ReleaseHoldAction],
}

function builtInActions(prev: DocumentActionComponent[], schemaType: string): DocumentActionComponent[] {
  if (WRITTEN_BY_ACTIONS.has(schemaType)) return []
  if (SINGLETON_TYPES.has(schemaType)) return prev.filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
  if (schemaType === 'review')
    return prev.map((action) => (action.action === 'publish' ? approveAndPublish(action) : action))
  if (schemaType === 'proposal') return prev.filter(({ action }) => action && PROPOSAL_BUILT_IN.has(action))
  if (schemaType === 'enquiry') return prev.filter(({ action }) => action !== 'duplicate')
  return prev
}

export default defineConfig({
  name: 'default',
  title: 'Savanna Links Studio',
  projectId,
  dataset,
  ...(localApiHost ? { apiHost: localApiHost, auth: localAuth } : {}),
  // Offline there is no scheduling service: no "Schedule publish" action (sanity 5 offers it through scheduled drafts;
  // the older scheduled-publishing plugin too). A real project keeps Sanity's defaults.
  // Releases and tasks need Sanity's hosted services too: not offered offline either.
  ...(localApiHost
    ? {
        scheduledPublishing: { enabled: false },
        scheduledDrafts: { enabled: false },
        releases: { enabled: false },
        tasks: { enabled: false },
      }
    : {}),
  plugins: [
    structureTool({ structure }),
    visionTool({ defaultApiVersion: DEFAULT_SANITY_API_VERSION }),
    sitePresentationTool(),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => [
      // Singletons are never created from the "new document" menus; holds and ledgers nowhere in the Studio.
      ...templates.filter(({ schemaType }) => !SINGLETON_TYPES.has(schemaType) && !WRITTEN_BY_ACTIONS.has(schemaType)),
      // A new item created inside a category list starts in that category.
      {
        id: 'catalogueItem-by-category',
        title: 'Catalogue item in category',
        schemaType: 'catalogueItem',
        parameters: [{ name: 'category', type: 'string' }],
        value: (params: { category?: string }) =>
          params?.category && (CATEGORIES as readonly string[]).includes(params.category)
            ? { category: params.category }
            : {},
      },
    ],
  },
  document: {
    // The global "Create" menu offers plain types only; the category template is used from the category lists.
    newDocumentOptions: (prev, { creationContext }) =>
      creationContext.type === 'global'
        ? prev.filter(({ templateId }) => templateId !== 'catalogueItem-by-category' && !PRIVATE_TYPES.has(templateId))
        : prev,
    badges: (prev, { schemaType }) => [
      ...prev,
      ...(schemaType === 'proposal' ? [ProposalStatusBadge] : []),
      ...needsTranslationBadges,
    ],
    // Every document can be previewed on the site with its drafts before it is published. A review is approved as
    // it is published (decision 048).
    actions: (prev, { schemaType }) => [
      ...(MAIN_ACTION[schemaType] ? [MAIN_ACTION[schemaType]] : []),
      ...builtInActions(prev, schemaType),
      ...(MORE_ACTIONS[schemaType] ?? []),
      ...(PRIVATE_TYPES.has(schemaType) || WRITTEN_BY_ACTIONS.has(schemaType) ? [] : [PreviewOnSiteAction]),
    ],
  },
})
