import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { departureRows, HOLDS_LIST_QUERY, type LedgerRow, type TripDepartures } from './departure-rows'

/**
 * The "Holds" list (issue 45, decision 069): "Held now", then every departure something was held on, with what it
 * has left, counted when the list opens, each opening its holds newest first. Holds are private (`hold.<uuid>`): the
 * Studio reads them as the signed-in editor. None is created here: the site writes them when a traveller accepts.
 */

const NEWEST_HOLDS = [{ field: 'heldAt', direction: 'desc' as const }]

function holdList(S: StructureBuilder, title: string, filter: string, params: Record<string, string> = {}) {
  return S.documentList()
    .title(title)
    .schemaType('hold')
    .apiVersion(DEFAULT_SANITY_API_VERSION)
    .filter(`_type == "hold" && ${filter}`)
    .params(params)
    .defaultOrdering(NEWEST_HOLDS)
    .initialValueTemplates([])
}

async function departuresList(S: StructureBuilder, context: StructureResolverContext) {
  const client = context.getClient({ apiVersion: DEFAULT_SANITY_API_VERSION })
  const { trips, ledgers } = await client.fetch<{ trips: TripDepartures[]; ledgers: LedgerRow[] }>(
    HOLDS_LIST_QUERY,
    {},
    { perspective: 'published' },
  )
  const rows = departureRows(trips, ledgers, new Date())
  return S.list()
    .title('Holds')
    .items([
      S.listItem()
        .title('Held now')
        .id('held-now')
        .schemaType('hold')
        .child(holdList(S, 'Held now', 'state == "held" && expiresAt > now()')),
      S.listItem()
        .title('All holds and bookings')
        .id('all-holds')
        .schemaType('hold')
        .child(holdList(S, 'All', 'true')),
      S.divider(),
      ...rows.map((row) =>
        S.listItem()
          .title(row.title)
          .id(row.id)
          .schemaType('hold')
          .child(
            holdList(S, row.title, 'trip._ref == $trip && departureKey == $key', {
              trip: row.tripId,
              key: row.departureKey,
            }),
          ),
      ),
    ])
}

export const holdsItem = (S: StructureBuilder, context: StructureResolverContext) =>
  S.listItem()
    .title('Holds')
    .id('holds')
    .schemaType('hold')
    .child(() => departuresList(S, context))
