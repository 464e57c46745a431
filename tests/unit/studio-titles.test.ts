import { describe, expect, it } from 'vitest'
import { DEFAULT_LANG } from '#shared/languages'
import { LOCATION_SELECT, locationNames } from '../../studio/presentation/pageLocations'
import { schemaTypes } from '../../studio/schemaTypes'
import { LOCALE_TYPES } from '../../studio/schemaTypes/locale'

/**
 * Issue 42, rule 12: the Studio names documents in the editor's language. Sanity checks a preview's `title`,
 * `subtitle` and `description` to be strings and logs an error for anything else; a translated field selected
 * whole is an object ({_type, en, ar}), which opening Terms or About in Presentation logged. Each selection the
 * Studio makes under one of those keys is followed through the schema here, and must not end on a translated field.
 */
type Field = { name: string; type: string; to?: { type: string }[]; fields?: Field[] }
type TypeDefinition = Field & { preview?: { select?: Record<string, string>; prepare?: unknown } }

const byName = new Map((schemaTypes as unknown as TypeDefinition[]).map((type) => [type.name, type]))
const CHECKED_KEYS = ['title', 'subtitle', 'description']
const translated = new Set<string>(LOCALE_TYPES)

/** The type a selection path ends on, through objects and references; null where the schema does not say. */
function typeAt(type: Field | undefined, path: string[]): string | null {
  if (!type) return null
  if (path.length === 0) return type.type === 'document' || type.type === 'object' ? type.name : type.type
  const [head, ...rest] = path
  if (type.type === 'reference') return typeAt(byName.get(type.to?.[0]?.type ?? ''), path)
  if (translated.has(type.type) || translated.has(type.name)) return head === DEFAULT_LANG ? 'string' : null
  const fields = type.fields ?? byName.get(type.type)?.fields
  const field = fields?.find((candidate) => candidate.name === head)
  if (!field) return null
  return typeAt(
    byName.get(field.type) && !field.fields ? { ...byName.get(field.type)!, name: field.type } : field,
    rest,
  )
}

describe('the Studio names a document in the editor’s language', () => {
  it('no preview selects a translated field whole as its title, subtitle or description', () => {
    const whole: string[] = []
    for (const type of byName.values()) {
      const select = type.preview?.select ?? {}
      // Without prepare, every selected key is shown as it is; with it, what prepare returns, which passes these on.
      const shownAsIs = type.preview?.prepare ? [] : Object.keys(select)
      for (const [key, path] of Object.entries(select)) {
        if (!CHECKED_KEYS.includes(key) && !shownAsIs.includes(key)) continue
        const ends = typeAt(type, path.split('.'))
        if (ends && translated.has(ends)) whole.push(`${type.name}: ${key} = ${path}`)
      }
    }
    expect(whole).toEqual([])
  })

  it('Presentation’s locations read a translated title in the default language, a plain one as it is', () => {
    expect(Object.keys(LOCATION_SELECT).filter((key) => CHECKED_KEYS.includes(key))).toEqual([])
    const terms = { plainTitle: { _type: 'localeString', en: 'Terms', ar: 'الشروط' }, editorsTitle: 'Terms' }
    expect(locationNames(terms)).toEqual({ name: null, title: 'Terms' })
    expect(locationNames({ plainName: 'Omar Haddad' })).toEqual({ name: 'Omar Haddad', title: null })
  })
})
