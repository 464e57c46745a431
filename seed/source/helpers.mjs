// Builders for seed documents, so the source files read as content rather than as JSON plumbing.

/** The slug rule: name lowercased, spaces replaced by hyphens. */
export function slugify(name) {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

export function slug(current) {
  return { _type: 'slug', current }
}

export function img(file, alt) {
  if (!alt) throw new Error(`image ${file} needs alt text`)
  return { _type: 'image', _sanityAsset: `image@file://./images/${file}`, alt }
}

export function file(name) {
  return { _type: 'file', _sanityAsset: `file@file://./files/${name}` }
}

/** A Sanity geopoint; coordinates in decimal degrees, rounded to 4 decimals (about 10 m). */
export function geopoint(lat, lng) {
  return { _type: 'geopoint', lat, lng }
}

export function ref(_ref) {
  return { _type: 'reference', _ref }
}

/** Gives each object in a list a deterministic `_key` (prefix + index) and the given `_type`. */
export function keyed(prefix, _type, items) {
  return items.map((item, index) => ({ _key: `${prefix}-${String(index + 1).padStart(2, '0')}`, _type, ...item }))
}

/**
 * Portable Text from plain paragraphs. A paragraph that is an array becomes a bullet list, one item per string.
 * `keyPrefix` keeps keys unique inside one document.
 */
export function blocks(keyPrefix, paragraphs) {
  const out = []
  let n = 0
  const block = (text, extra = {}) => {
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
