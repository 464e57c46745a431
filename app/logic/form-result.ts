/**
 * What a form's server action answers (app/platform/form-action.server.ts): done, with what the visitor reads, or not,
 * with what went wrong for the whole form and for each field, and every value as the visitor typed it, so nothing
 * typed is lost. Types only: the pages read them, the browser carries none of it.
 */
export type FormResult<Values extends Record<string, string>> =
  | { ok: true; message: string }
  | { ok: false; message: string | null; fieldProblems: FieldProblems<Values>; values: Values }

/** The problem of each field that has one, by field, in the page's language. */
export type FieldProblems<Values extends Record<string, string>> = Partial<Record<keyof Values & string, string>>
