import { hasControlCharacters } from '#shared/visitor-text'

/**
 * What the site's typed forms (the enquiry, the review) are made of: one table of each field's length limit, in
 * the form's order, which names the fields too; the values as typed; and each field's first problem.
 */

/** What reads the named fields out of a submitted form, as typed (absent ones, and anything not text, empty). */
export function typedValues<Field extends string>(fields: readonly Field[]) {
  return (form: { get(name: string): unknown }): Record<Field, string> =>
    Object.fromEntries(
      fields.map((field) => {
        const value = form.get(field)
        return [field, typeof value === 'string' ? value : '']
      }),
    ) as Record<Field, string>
}

/** A schema's issues, as zod's `safeParse` gives them. */
type Checked = { error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } }

/**
 * Each field's first problem. A control character comes first (decision 048): it is what made any other problem of
 * that field; then the first of the schema's issues with it. Only the multi-line fields may hold line breaks.
 */
export function firstProblems<Field extends string>(
  fields: readonly Field[],
  multiLine: readonly Field[],
  values: Partial<Record<string, unknown>>,
  checked: Checked,
  controlProblem: (field: Field) => string,
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {}
  for (const field of fields) {
    const value = values[field]
    const shape = multiLine.includes(field) ? 'lines' : 'line'
    if (typeof value === 'string' && hasControlCharacters(value, shape)) problems[field] = controlProblem(field)
    else {
      const issue = checked.error?.issues.find((found) => found.path[0] === field)
      if (issue) problems[field] = issue.message
    }
  }
  return problems
}
