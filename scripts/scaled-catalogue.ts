// Grows a scratch dataset's catalogue to `total` published items, for benchmarks of what scales with it (search):
// the seed's items copied in turn ("Karen Country Club 2", "Karen Country Club 3", …), each with its own id,
// slug and place in the editor's order, written through the Content API as an editor's tool would.
import { DEFAULT_SANITY_DATASET, dataPath } from '#shared/setting-defaults'

const BATCH = 300

/** A catalogue item as the Content API answers it: the fields copied here, and whatever else it has. */
interface CatalogueItem {
  _id: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
  /** Translated (decision 042): one text per language. */
  name: { _type?: string; [lang: string]: string | undefined }
  slug: { _type: 'slug'; current: string }
  order?: number
  [field: string]: unknown
}

export async function scaleCatalogue({
  apiOrigin,
  token,
  dataset = DEFAULT_SANITY_DATASET,
  total,
}: {
  apiOrigin: string
  token: string
  dataset?: string
  total: number
}): Promise<number> {
  const query = encodeURIComponent('*[_type == "catalogueItem" && !(_id in path("drafts.**"))] | order(order asc)')
  const { result: items } = (await (
    await fetch(`${apiOrigin}${dataPath('query', { dataset })}?query=${query}`)
  ).json()) as { result?: CatalogueItem[] }
  if (!items?.length) throw new Error('The dataset has no catalogue items to copy.')
  const highestOrder = Math.max(...items.map((item) => item.order ?? 0))
  const copies: Array<Omit<CatalogueItem, '_rev' | '_createdAt' | '_updatedAt'>> = []
  for (let n = 0; items.length + copies.length < total; n += 1) {
    const item = items[n % items.length]!
    const round = Math.floor(n / items.length) + 2
    const { _rev, _createdAt, _updatedAt, ...fields } = item
    copies.push({
      ...fields,
      _id: `${item._id}-copy-${round}`,
      // Every language's name numbered alike, so the copies read the same in each edition.
      name: Object.fromEntries(
        Object.entries(item.name).map(([key, text]) => [key, key === '_type' ? text : `${text} ${round}`]),
      ),
      slug: { _type: 'slug', current: `${item.slug.current}-${round}` },
      order: highestOrder + n + 1,
    })
  }
  for (let start = 0; start < copies.length; start += BATCH) {
    const mutations = copies.slice(start, start + BATCH).map((doc) => ({ create: doc }))
    const response = await fetch(`${apiOrigin}${dataPath('mutate', { dataset })}?returnIds=false`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ mutations }),
    })
    if (!response.ok) throw new Error(`Copying catalogue items failed: ${response.status} ${await response.text()}`)
  }
  return items.length + copies.length
}
