import { data } from '@remix-run/node'
import { clientKey } from '#shared/client-key'
import type { FieldProblems, FormResult } from '~/logic/form-result'
import { NO_STORE } from './plain-text'
import { type RateLimitName, spend } from './rate-limits.server'
import { type FormLimits, FormRejected, readSmallForm } from './read-form.server'
import { postSource } from './same-origin.server'

/**
 * Every form a visitor posts to the site (contact, reviews, subscribe, sign-in; the proposal and hold forms next)
 * goes the same way: read under limits, checked, counted against the sender's allowance, written, and answered
 * with every value as typed and a message per field in the page's language. A form says only what is its own: its
 * limits, its values, its checks, its allowance and its write. A step refuses by throwing `refuse(…)`; a 404 or any
 * other Response thrown by a step passes through to Remix as it is.
 */
export type FormAction<Values extends Record<string, string>, Checked> = {
  limits: FormLimits
  /** The values out of the read form, as the visitor typed them (absent ones empty). */
  values(form: URLSearchParams): Values
  /** What a form that could not be read (too large, not a form) is answered with; without it, it is checked empty. */
  unreadable?: (error: FormRejected) => string
  /** Another site's page may not post this form in a visitor's name: refused (403) with this message. */
  crossOrigin?: string
  /** Everything checked before anything is spent; what the write needs, or a refusal (`refuseFields`, `refuse`). */
  check?(values: Values, form: URLSearchParams): Checked | Promise<Checked>
  /** The sender's allowance spent on a checked form, and what they read once it is spent (a 429). */
  allowance?: { limit: RateLimitName; refused: string }
  /** The write: what the visitor reads when it is done, or a refusal. */
  write(checked: Checked, values: Values): Promise<string>
  /** What the visitor reads when the write failed otherwise (a 503); it logs what staff need, never the values. */
  failed?(error: unknown): string
}

/** What the pipeline answered: the result, its status and headers, and the values it read. */
export type FormOutcome<Values extends Record<string, string>> = {
  result: FormResult<Values>
  values: Values
  init: { status: number; headers: Record<string, string> }
}

/** A step's refusal: its status, the message for the whole form, each field's problem and headers (Retry-After). */
export class FormRefusal extends Error {
  constructor(
    readonly status: number,
    readonly formMessage: string | null,
    readonly fieldProblems: Record<string, string> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(formMessage ?? 'The form was refused.')
  }
}

export function refuse(
  status: number,
  message: string | null,
  fieldProblems: Record<string, string> = {},
  headers: Record<string, string> = {},
): never {
  throw new FormRefusal(status, message, fieldProblems, headers)
}

/** A 400 when any field has a problem (with `message` for the whole form, if given); otherwise nothing. */
export function refuseFields(fieldProblems: Record<string, string | undefined>, message: string | null = null): void {
  const found = Object.fromEntries(
    Object.entries(fieldProblems).filter((entry): entry is [string, string] => !!entry[1]),
  )
  if (message !== null || Object.keys(found).length) refuse(400, message, found)
}

/**
 * A posted form, in order: refused if another site sent it (where the form says so), read under its limits, checked,
 * the sender's allowance spent, written; answered with `no-store`, and with the values read on any refusal.
 */
export async function runFormAction<Values extends Record<string, string>, Checked = Values>(
  request: Request,
  context: unknown,
  action: FormAction<Values, Checked>,
): Promise<FormOutcome<Values>> {
  let values = action.values(new URLSearchParams())
  const answer = (status: number, result: FormResult<Values>, headers: Record<string, string> = {}) => ({
    result,
    values,
    init: { status, headers: { ...NO_STORE, ...headers } },
  })
  try {
    if (action.crossOrigin !== undefined && postSource(request) === 'cross-origin') refuse(403, action.crossOrigin)
    const form = await readForm(request, action.limits, action.unreadable)
    values = action.values(form)
    const checked = action.check ? await action.check(values, form) : (values as unknown as Checked)
    if (action.allowance) {
      const allowance = await spend(action.allowance.limit, clientKey(context as { clientAddress?: string }))
      if (!allowance.allowed)
        refuse(429, action.allowance.refused, {}, { 'Retry-After': String(allowance.retryAfterSeconds) })
    }
    return answer(200, { ok: true, message: await written(action, checked, values) })
  } catch (error) {
    if (!(error instanceof FormRefusal)) throw error
    const fieldProblems = error.fieldProblems as FieldProblems<Values>
    return answer(error.status, { ok: false, message: error.formMessage, fieldProblems, values }, error.headers)
  }
}

/** The write's message; a failure the form does not refuse itself is a 503 to try again in a minute. */
async function written<Values extends Record<string, string>, Checked>(
  action: FormAction<Values, Checked>,
  checked: Checked,
  values: Values,
): Promise<string> {
  try {
    return await action.write(checked, values)
  } catch (error) {
    if (error instanceof FormRefusal || !action.failed) throw error
    return refuse(503, action.failed(error), {}, { 'Retry-After': '60' })
  }
}

/** The form under its limits; one that cannot be read is refused, or read as empty where the form says so. */
async function readForm(
  request: Request,
  limits: FormLimits,
  unreadable: ((error: FormRejected) => string) | undefined,
): Promise<URLSearchParams> {
  try {
    return await readSmallForm(request, limits)
  } catch (error) {
    if (!(error instanceof FormRejected)) throw error
    if (!unreadable) return new URLSearchParams()
    return refuse(error.status, unreadable(error))
  }
}

/** The outcome as Remix answers it: the result with its status and headers. */
export function answered<Values extends Record<string, string>>(outcome: FormOutcome<Values>) {
  return data(outcome.result, outcome.init)
}
