/**
 * Mendoza patches (the effect format Sanity's history and listeners use) from two JSON values: `apply` turns
 * `before` into `after`, and the same function with the arguments swapped gives `revert`. Objects are patched field
 * by field and arrays element by element (by `_key` where elements have one), so the Studio's "Review changes"
 * attributes each change to the transaction that made it; anything else is replaced whole (`[0, value]`).
 * Opcodes are mendoza's (node_modules/mendoza): 0 Value, 1 Copy, 2 Blank, 7 PushElement, 9 Pop, 6 PushField,
 * 15 ReturnIntoObjectSameKeyPop, 16 ReturnIntoArrayPop, 17 ObjectSetFieldValue (value, then key), 19 ObjectDeleteField,
 * 20 ArrayAppendValue, 21 ArrayAppendSlice.
 */
type Json = unknown

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function equal(a: Json, b: Json): boolean {
  if (a === b) return true
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => equal(item, b[index]))
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && equal(a[key], b[key]))
  }
  return false
}

/** Ops that push the new value on the output stack, with `left` as the current input. */
function encode(left: Json, right: Json, out: Json[]): void {
  if (equal(left, right)) {
    out.push(1)
    return
  }
  if (isObject(left) && isObject(right)) {
    out.push(1)
    const keys = Object.keys(left).sort()
    keys.forEach((key, index) => {
      if (!Object.hasOwn(right, key)) out.push(19, index)
      else if (!equal(left[key], right[key])) {
        const [l, r] = [left[key], right[key]]
        if ((isObject(l) && isObject(r)) || (Array.isArray(l) && Array.isArray(r))) {
          out.push(6, index)
          encode(l, r, out)
          out.push(15)
        } else out.push(17, r, key)
      }
    })
    for (const key of Object.keys(right)) if (!Object.hasOwn(left, key)) out.push(17, right[key], key)
    return
  }
  if (Array.isArray(left) && Array.isArray(right)) {
    out.push(2)
    const keyOf = (item: Json) => (isObject(item) && typeof item._key === 'string' ? item._key : undefined)
    right.forEach((item, index) => {
      const key = keyOf(item)
      const at = key !== undefined ? left.findIndex((old) => keyOf(old) === key) : index < left.length ? index : -1
      if (at >= 0 && equal(left[at], item)) out.push(21, at, at + 1)
      else if (
        at >= 0 &&
        ((isObject(left[at]) && isObject(item)) || (Array.isArray(left[at]) && Array.isArray(item)))
      ) {
        out.push(7, at)
        encode(left[at], item, out)
        out.push(16)
      } else out.push(20, item)
    })
    return
  }
  out.push(0, right)
}

export function mendozaPatch(before: Json, after: Json): Json[] {
  if (before === null || before === undefined || after === null || after === undefined) return [0, after ?? null]
  const out: Json[] = []
  encode(before, after, out)
  // A patch that only copies its input is "no change".
  return out
}

/**
 * A transaction's effects on one document, as the history API and listeners give them. Like Sanity's, they are computed
 * on the documents without `_rev`: the Studio applies them to versions it has taken `_rev` out of, and a mendoza patch
 * names an object's fields by their position, so the same field list on both sides is what makes them apply.
 */
export function mendozaEffects(before: Json, after: Json): { apply: Json[]; revert: Json[] } {
  const withoutRev = (doc: Json): Json => {
    if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return doc
    const { _rev: _ignored, ...rest } = doc as Record<string, unknown>
    return rest
  }
  return {
    apply: mendozaPatch(withoutRev(before), withoutRev(after)),
    revert: mendozaPatch(withoutRev(after), withoutRev(before)),
  }
}
