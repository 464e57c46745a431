import { appendFile, mkdir, readFile, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import { lock } from 'proper-lockfile'
import { DEFAULT_LANG, type Lang } from '#shared/languages'
import { getServerEnv, OUTBOX_IDS } from '#shared/site-settings.server'
import { type Enquiry, keptEnquiry } from '~/logic/enquiry-form'
import { type EnquirySpecialist, specialistParams } from '~/logic/enquiry-specialist'
import { SUBSCRIPTION_TEMPLATE_ID } from '~/logic/subscription'

/**
 * The embedded default's stand-in for EmailJS: what would be e-mailed to the team is appended to a local file,
 * one JSON object a line, newest last (git ignores `data/`). The file is capped: past ENQUIRY_OUTBOX_MAX_BYTES
 * it moves to `<name>.1` (the older ones to `.2`, `.3`); when every slot is taken the outbox refuses new mail
 * rather than delete any, so an enquiry it accepted is never lost.
 */
const ROTATED_FILES = 3

export class OutboxFull extends Error {}

export function outboxFile(): string {
  return getServerEnv().ENQUIRY_OUTBOX_FILE ?? path.resolve(process.cwd(), 'data', 'outbox.ndjson')
}

const rotatedName = (file: string, index: number) => `${file}.${index}`

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

async function rotate(file: string) {
  if ((await sizeOf(rotatedName(file, ROTATED_FILES))) !== null)
    throw new OutboxFull(`The outbox is full (${file} and ${ROTATED_FILES} older files).`)
  for (let index = ROTATED_FILES - 1; index >= 1; index -= 1) {
    if ((await sizeOf(rotatedName(file, index))) !== null)
      await rename(rotatedName(file, index), rotatedName(file, index + 1))
  }
  await rename(file, rotatedName(file, 1))
}

/**
 * Every write goes through one queue in this process and holds the outbox's lock across processes (the
 * server's workers share the file), so lines never interleave, a rotation never races an append, and two
 * quick presses of Subscribe on two workers cannot both find the address new.
 */
let queue: Promise<unknown> = Promise.resolve()
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    const file = outboxFile()
    await mkdir(path.dirname(file), { recursive: true })
    // A lock left by a worker that died mid-write is taken over after 10 s.
    const release = await lock(file, {
      realpath: false,
      stale: 10_000,
      retries: { retries: 50, minTimeout: 5, maxTimeout: 100 },
    })
    try {
      return await task()
    } finally {
      await release()
    }
  })
  queue = run.catch(() => undefined)
  return run
}

/** Appends one record as a single write (O_APPEND); rejects if it did not reach the file. */
async function append(record: Record<string, string>) {
  const file = outboxFile()
  const line = `${JSON.stringify({ receivedAt: new Date().toISOString(), ...record })}\n`
  await mkdir(path.dirname(file), { recursive: true })
  const size = await sizeOf(file)
  if (size !== null && size > 0 && size + Buffer.byteLength(line) > getServerEnv().ENQUIRY_OUTBOX_MAX_BYTES)
    await rotate(file)
  await appendFile(file, line, { encoding: 'utf8', flag: 'a' })
}

/**
 * Records an enquiry with the language of the page it came from (`language`), the one staff answer in, and the
 * specialist it is addressed to, when it names one (checked against the team by the caller).
 */
export function storeEnquiry(
  enquiry: Enquiry,
  language: Lang = DEFAULT_LANG,
  specialist: EnquirySpecialist | null = null,
): Promise<void> {
  const ids = { serviceId: OUTBOX_IDS.serviceId, templateId: OUTBOX_IDS.templateId }
  return serially(() => append({ ...ids, ...keptEnquiry(enquiry), language, ...specialistParams(specialist) }))
}

/** Records a message to staff of one of the site's own templates (`proposal-accepted`), with its parameters. */
export function storeStaffMessage(templateId: string, params: Record<string, string>): Promise<void> {
  return serially(() => append({ serviceId: OUTBOX_IDS.serviceId, templateId, ...params }))
}

/** Records a newsletter subscription once (a second one for the same address changes nothing), in its language. */
export function storeSubscription(
  email: string,
  language: Lang = DEFAULT_LANG,
): Promise<'subscribed' | 'already-subscribed'> {
  return serially(async () => {
    if ((await subscribedAddresses()).has(email)) return 'already-subscribed' as const
    await append({ serviceId: OUTBOX_IDS.serviceId, templateId: SUBSCRIPTION_TEMPLATE_ID, Email: email, language })
    return 'subscribed' as const
  })
}

/** What the site would e-mail a traveller (a proposal's link, decision 063), recorded with its template's id. */
export function storeTravellerMail(templateId: string, fields: Record<string, string>): Promise<void> {
  return serially(() => append({ serviceId: OUTBOX_IDS.serviceId, templateId, ...fields }))
}

async function readIfThere(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ''
    throw error
  }
}

async function subscribedAddresses(): Promise<Set<string>> {
  const file = outboxFile()
  const files = [file, ...Array.from({ length: ROTATED_FILES }, (_, index) => rotatedName(file, index + 1))]
  const addresses = new Set<string>()
  for (const text of await Promise.all(files.map(readIfThere))) {
    for (const line of text.split('\n')) {
      if (!line.includes(SUBSCRIPTION_TEMPLATE_ID)) continue
      try {
        const record = JSON.parse(line) as { templateId?: unknown; Email?: unknown }
        if (record.templateId === SUBSCRIPTION_TEMPLATE_ID && typeof record.Email === 'string')
          addresses.add(record.Email)
      } catch {
        // A torn line (a crash mid-write) is skipped, not fatal.
      }
    }
  }
  return addresses
}
