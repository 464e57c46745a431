import type { SchemaTypeDefinition } from 'sanity'
import { DEFAULT_LANG, type Lang } from '#shared/languages'
import { LOCALE_TYPES } from './schemaTypes/locale'

/**
 * Which documents need a translation, derived from the schema rather than listed by hand: every translatable
 * field (a locale type), wherever it sits (in objects, images' alt texts, arrays of objects such as a package's
 * days), becomes one GROQ condition "has English, lacks this language". A new translatable field joins the
 * Studio's "Needs Arabic" list by being declared.
 */

type FieldLike = { name?: string; type?: string; fields?: FieldLike[]; of?: FieldLike[] }

const isLocaleType = (type: string | undefined) => !!type && (LOCALE_TYPES as readonly string[]).includes(type)

function missingAt(path: string, lang: Lang): string {
  return `(defined(${path}.${DEFAULT_LANG}) && !defined(${path}.${lang}))`
}

/** The conditions of one value of schema type `field` at `path` (`@` inside an array filter). */
function conditionsOf(
  field: FieldLike,
  path: string,
  lang: Lang,
  named: ReadonlyMap<string, FieldLike>,
  seen: ReadonlySet<string>,
): string[] {
  if (isLocaleType(field.type)) return [missingAt(path, lang)]
  const definition = field.type && !field.fields && !field.of ? named.get(field.type) : undefined
  if (definition) {
    // A named object type: its own fields, once per chain (no type here contains itself, but stay finite).
    if (seen.has(field.type!)) return []
    return conditionsOf(definition, path, lang, named, new Set([...seen, field.type!]))
  }
  if (field.fields) {
    return field.fields.flatMap((inner) =>
      conditionsOf(inner, path === '@' ? inner.name! : `${path}.${inner.name}`, lang, named, seen),
    )
  }
  if (field.type === 'array' && field.of) {
    const inner = field.of.flatMap((member) => conditionsOf(member, '@', lang, named, seen))
    // Members of different types may share a field name (two sections' `heading`): one condition for both.
    return inner.length === 0 ? [] : [`count(${path}[${[...new Set(inner)].join(' || ')}]) > 0`]
  }
  return []
}

/** `(_type == "x" && (…)) || …` for every document type with a translatable field. */
export function needsTranslationFilter(types: readonly SchemaTypeDefinition[], lang: Lang): string {
  const named = new Map(types.map((type) => [type.name, type as FieldLike]))
  const perType = types
    .filter((type) => type.type === 'document')
    .flatMap((type) => {
      const conditions = ((type as FieldLike).fields ?? []).flatMap((field) =>
        conditionsOf(field, field.name!, lang, named, new Set([type.name])),
      )
      return conditions.length === 0 ? [] : [`(_type == "${type.name}" && (${conditions.join(' || ')}))`]
    })
  return perType.join(' || ')
}

/** Whether a document (as the Studio holds it) has a translatable value with English and without `lang`. */
export function lacksTranslation(value: unknown, lang: Lang): boolean {
  if (Array.isArray(value)) return value.some((item) => lacksTranslation(item, lang))
  if (!value || typeof value !== 'object') return false
  const record = value as Record<string, unknown>
  if (isLocaleType(record._type as string | undefined)) {
    const filled = (entry: unknown) => entry !== undefined && entry !== null && entry !== ''
    return filled(record[DEFAULT_LANG]) && !filled(record[lang])
  }
  return Object.values(record).some((inner) => lacksTranslation(inner, lang))
}
