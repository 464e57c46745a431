// Builders for seed documents, so the source files read as content rather than as JSON plumbing.

import type { Block } from './portable-text'
import { type LocaleString, localeString } from './translations'

/** A document of the seed as it is written to dataset.ndjson; its other fields are whatever its schema type has. */
export interface SeedDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface Slug {
  _type: 'slug'
  current: string
}

/** `_sanityAsset` names the file behind the field, which the importer uploads and swaps for an asset reference. */
export interface SeedImage {
  _type: 'image'
  _sanityAsset: string
  alt: LocaleString
  directional?: true
}

export interface SeedFile {
  _type: 'file'
  _sanityAsset: string
}

export interface Geopoint {
  _type: 'geopoint'
  lat: number
  lng: number
}

export interface Reference {
  _type: 'reference'
  _ref: string
}

/** A paragraph of plain text, or a bullet list as one string per item. */
export type Paragraph = string | string[]

/** The slug rule: name lowercased, spaces replaced by hyphens. */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

export function slug(current: string): Slug {
  return { _type: 'slug', current }
}

/** A seed image; `directional` for one that points along the line of reading (mirrored on Arabic pages). */
export function img(file: string, alt: string, { directional = false } = {}): SeedImage {
  if (!alt) throw new Error(`image ${file} needs alt text`)
  const image: SeedImage = { _type: 'image', _sanityAsset: `image@file://./images/${file}`, alt: localeString(alt) }
  return directional ? { ...image, directional: true } : image
}

export function file(name: string): SeedFile {
  return { _type: 'file', _sanityAsset: `file@file://./files/${name}` }
}

/** A Sanity geopoint; coordinates in decimal degrees, rounded to 4 decimals (about 10 m). */
export function geopoint(lat: number, lng: number): Geopoint {
  return { _type: 'geopoint', lat, lng }
}

export function ref(_ref: string): Reference {
  return { _type: 'reference', _ref }
}

/** Gives each object in a list a deterministic `_key` (prefix + index) and the given `_type`. */
export function keyed<T extends object>(
  prefix: string,
  _type: string,
  items: T[],
): Array<{ _key: string; _type: string } & T> {
  return items.map((item, index) => ({ _key: `${prefix}-${String(index + 1).padStart(2, '0')}`, _type, ...item }))
}

/**
 * Portable Text from plain paragraphs. A paragraph that is an array becomes a bullet list, one item per string.
 * `keyPrefix` keeps keys unique inside one document.
 */
export function blocks(keyPrefix: string, paragraphs: Paragraph[]): Block[] {
  const out: Block[] = []
  let n = 0
  const block = (text: string, extra: Pick<Block, 'listItem' | 'level'> = {}): Block => {
    n += 1
    const key = `${keyPrefix}-b${n}`
    return {
      _type: 'block',
      _key: key,
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
      ...extra,
    }
  }
  for (const paragraph of paragraphs) {
    if (Array.isArray(paragraph)) {
      for (const item of paragraph) out.push(block(item, { listItem: 'bullet', level: 1 }))
    } else {
      out.push(block(paragraph))
    }
  }
  return out
}
