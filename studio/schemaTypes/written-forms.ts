import { defineField, defineType } from 'sanity'
import { TRANSLATED_LANGS } from './locale'

/**
 * A proper name or an address is written once, as staff give it (decision 053), and may have a form of its own in
 * each other language beside it: "Omar Al Mansoori" and "عمر المنصوري". Unlike a translated text (decision 042), a
 * missing form is no gap to warn about and no reason for "Needs Arabic": the page then shows the name as written,
 * marked as English. One value per language other than the default, generated from LANGUAGES.
 */
const WRITTEN_FORM_KINDS = {
  nameForms: { title: 'Name in other languages', member: 'string' },
  addressForms: { title: 'Address in other languages', member: 'text' },
} as const

export type WrittenFormsType = keyof typeof WRITTEN_FORM_KINDS

export const writtenFormsTypes = (Object.keys(WRITTEN_FORM_KINDS) as WrittenFormsType[]).map((kind) =>
  defineType({
    name: kind,
    title: WRITTEN_FORM_KINDS[kind].title,
    type: 'object',
    fields: TRANSLATED_LANGS.map((language) =>
      WRITTEN_FORM_KINDS[kind].member === 'text'
        ? defineField({ name: language.id, title: language.nativeName, type: 'text', rows: 3 })
        : defineField({ name: language.id, title: language.nativeName, type: 'string' }),
    ),
  }),
)

/** The forms of the field `of` in the other languages, placed right after it (`name` → `nameForms`). */
export function writtenFormsField(kind: WrittenFormsType, of: string, description: string) {
  return defineField({ name: `${of}Forms`, title: WRITTEN_FORM_KINDS[kind].title, type: kind, description })
}
