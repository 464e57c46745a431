import { studioPath } from '@sanity/client/csm'
import type { EditMark } from './live-texts'

/**
 * The query the page asks the Studio to keep answering while an editor types: for the documents the page shows,
 * only the fields it shows with edit marks, in the documents' own shape (`days[_key in $k0]{ _key, title }`), so
 * the Studio has little to send and a field's path in the answer is its path in the document. Keys travel as
 * parameters; a field name that is not a plain identifier is left out rather than written into the query.
 */
export type MarkedFieldsQuery = { query: string; params: Record<string, string[]> }

type Shape = { fields: Map<string, Shape>; keys: Set<string>; whole: boolean }

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/
const newShape = (): Shape => ({ fields: new Map(), keys: new Set(), whole: false })

export function markedFieldsQuery(marks: EditMark[]): MarkedFieldsQuery | null {
  const ids = [...new Set(marks.map((mark) => mark.id))].sort()
  if (!ids.length) return null
  const root = newShape()
  for (const mark of marks) addPath(root, mark.path)
  const params: Record<string, string[]> = { ids }
  const projection = project(root, params, '_id')
  return { query: `*[_id in $ids]${projection}`, params }
}

function addPath(root: Shape, path: string) {
  const steps = parsePath(path)
  if (!steps) return
  let shape = root
  for (const step of steps) {
    const next = shape.fields.get(step.field) ?? newShape()
    shape.fields.set(step.field, next)
    shape = next
    if (step.key !== undefined) shape.keys.add(step.key)
    // An item by position (a list of strings), or the end of the path: the whole field.
    if (step.index !== undefined) break
  }
  // A path that ends at a field (not at an item of a list) reads all of that field.
  if (steps.at(-1)!.key === undefined) shape.whole = true
}

type Step = { field: string; key?: string; index?: number }

/** A Studio path as fields, each maybe followed by one `[_key=="…"]` or `[n]`; null for anything else. */
function parsePath(path: string): Step[] | null {
  let raw: ReturnType<typeof studioPath.fromString>
  try {
    raw = studioPath.fromString(path)
  } catch {
    return null
  }
  const steps: Step[] = []
  for (let index = 0; index < raw.length; index += 1) {
    const field = raw[index]
    if (typeof field !== 'string' || !IDENTIFIER.test(field)) return null
    const item = raw[index + 1]
    if (typeof item === 'number') {
      steps.push({ field, index: item })
      index += 1
    } else if (item && typeof item === 'object' && '_key' in item && typeof item._key === 'string') {
      steps.push({ field, key: item._key })
      index += 1
    } else if (item === undefined || typeof item === 'string') steps.push({ field })
    else return null
  }
  return steps.length ? steps : null
}

/**
 * `lead`: what identifies the object in the answer (a document's `_id`, a list item's `_key`, nothing for an object
 * field).
 */
function project(shape: Shape, params: Record<string, string[]>, lead: '_id' | '_key' | null): string {
  const parts: string[] = lead ? [lead] : []
  for (const [name, field] of shape.fields) {
    if (field.whole || !field.fields.size) parts.push(name)
    else if (field.keys.size) {
      const param = `k${Object.keys(params).length - 1}`
      params[param] = [...field.keys].sort()
      parts.push(`"${name}": ${name}[_key in $${param}]${project(field, params, '_key')}`)
    } else parts.push(`"${name}": ${name}${project(field, params, null)}`)
  }
  return `{ ${parts.join(', ')} }`
}
