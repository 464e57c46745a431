import type { StructureResolver } from 'sanity/structure'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { holdsItem } from './holds/holds-list'
import { needsTranslationFilter } from './needs-translation'
import { enquiriesItem, proposalsItem } from './private-lists'
import { schemaTypes } from './schemaTypes'
import { TRANSLATED_LANGS } from './schemaTypes/locale'
import { CATEGORIES } from './schemaTypes/shared'

/**
 * Reviews sent from the site that staff have not yet approved (decision 048): the site writes them with the marker,
 * and "Approve and publish" changes it. A filter on a field, so it finds them in the drafts perspective the Studio's
 * lists read (where a draft stands under its published id, and whether a published version exists cannot be told)
 * as in the raw one, against the local Content API and Sanity's Content Lake alike.
 */
export const REVIEWS_WAITING_FILTER = '_type == "review" && moderation == "waiting"'

/** A singleton opens straight into its one document, whose `_id` is the type name. */
const singleton = (S: Parameters<StructureResolver>[0], typeName: string, title: string) =>
  S.listItem()
    .title(title)
    .id(typeName)
    .schemaType(typeName)
    .child(S.document().schemaType(typeName).documentId(typeName).title(title))

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Catalogue')
        .id('catalogue')
        .schemaType('catalogueItem')
        .child(
          S.list()
            .title('Catalogue')
            .items([
              ...CATEGORIES.map((category) =>
                S.listItem()
                  .title(category)
                  .id(`catalogue-${category.toLowerCase().replace(/\s+/g, '-')}`)
                  .schemaType('catalogueItem')
                  .child(
                    S.documentList()
                      .title(category)
                      .schemaType('catalogueItem')
                      .apiVersion(DEFAULT_SANITY_API_VERSION)
                      .filter('_type == "catalogueItem" && category == $category')
                      .params({ category })
                      .defaultOrdering([{ field: 'order', direction: 'asc' }])
                      .initialValueTemplates([S.initialValueTemplateItem('catalogueItem-by-category', { category })]),
                  ),
              ),
              S.divider(),
              S.listItem()
                .title('All catalogue items')
                .id('catalogue-all')
                .schemaType('catalogueItem')
                .child(
                  S.documentTypeList('catalogueItem')
                    .title('All catalogue items')
                    .defaultOrdering([
                      { field: 'category', direction: 'asc' },
                      { field: 'order', direction: 'asc' },
                    ]),
                ),
            ]),
        ),
      S.documentTypeListItem('itineraryPackage').title('Itinerary packages'),
      S.listItem()
        .title('Team')
        .id('team')
        .schemaType('teamMember')
        .child(
          S.documentTypeList('teamMember')
            .title('Team')
            .defaultOrdering([{ field: 'order', direction: 'asc' }]),
        ),
      S.listItem()
        .title('Story cards')
        .id('story-cards')
        .schemaType('storyCard')
        .child(
          S.documentTypeList('storyCard')
            .title('Story cards')
            .defaultOrdering([{ field: 'order', direction: 'asc' }]),
        ),
      S.divider(),
      enquiriesItem(S),
      proposalsItem(S),
      holdsItem(S, context),
      S.divider(),
      // A review sent from the site waits, marked so, for staff to read it and approve and publish it (or delete it);
      // an edit of a published review is not waiting (decisions 043 and 048).
      S.listItem()
        .title('Reviews waiting')
        .id('reviews-waiting')
        .schemaType('review')
        .child(
          S.documentList()
            .title('Reviews waiting')
            .schemaType('review')
            .apiVersion(DEFAULT_SANITY_API_VERSION)
            .filter(REVIEWS_WAITING_FILTER)
            .defaultOrdering([{ field: '_createdAt', direction: 'desc' }]),
        ),
      S.listItem()
        .title('Reviews')
        .id('reviews')
        .schemaType('review')
        .child(
          S.documentTypeList('review')
            .title('Reviews')
            .defaultOrdering([{ field: '_createdAt', direction: 'desc' }]),
        ),
      S.divider(),
      // Every document with an English text its translation lacks (decision 042), however deep the field.
      ...TRANSLATED_LANGS.map((language) =>
        S.listItem()
          .title(`Needs ${language.title}`)
          .id(`needs-${language.id}`)
          .child(
            S.documentList()
              .title(`Needs ${language.title}`)
              .apiVersion(DEFAULT_SANITY_API_VERSION)
              .filter(needsTranslationFilter(schemaTypes, language.id))
              // A list of every type would otherwise claim each document the Studio opens by intent (a new
              // proposal among them), before the list of its own type.
              .canHandleIntent(() => false),
          ),
      ),
      S.divider(),
      S.listItem()
        .title('Pages')
        .id('pages')
        .child(
          S.list()
            .title('Pages')
            .items([
              singleton(S, 'aboutPage', 'About page'),
              singleton(S, 'servicesPage', 'Services page'),
              S.documentTypeListItem('legalPage').title('Legal pages'),
              S.listItem()
                .title('Hotel sample')
                .id('hotel-sample')
                .schemaType('hotel')
                .child(S.documentTypeList('hotel').title('Hotel sample')),
            ]),
        ),
      S.listItem()
        .title('Settings')
        .id('settings')
        .child(
          S.list()
            .title('Settings')
            .items([
              singleton(S, 'siteSettings', 'Site settings'),
              singleton(S, 'homeLayout', 'Home layout'),
              singleton(S, 'currencyRates', 'Currency rates'),
            ]),
        ),
    ])
