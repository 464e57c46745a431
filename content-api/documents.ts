import { randomBytes, randomInt } from 'node:crypto'

/** A stored document: Sanity's system fields are always present once the lake holds it. */
export type Doc = {
  _id: string
  _type: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
  [key: string]: unknown
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Transaction ids (and so revisions) look like Sanity's: 22 random base-62 characters. */
export function newTransactionId(): string {
  let id = ''
  for (let i = 0; i < 22; i++) id += BASE62[randomInt(BASE62.length)]
  return id
}

/** Sanity's timestamps have whole seconds (`2025-01-01T10:00:00Z`). */
export function lakeTimestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

export function randomKey(): string {
  return randomBytes(6).toString('hex')
}

/** `autoGenerateArrayKeys`: objects in arrays get the `_key` the Studio needs to address them. */
export function addMissingKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const inner = addMissingKeys(item)
      if (
        inner &&
        typeof inner === 'object' &&
        !Array.isArray(inner) &&
        typeof (inner as Record<string, unknown>)._key !== 'string'
      ) {
        return { _key: randomKey(), ...(inner as Record<string, unknown>) }
      }
      return inner
    })
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value)) out[key] = addMissingKeys(inner)
    return out
  }
  return value
}
