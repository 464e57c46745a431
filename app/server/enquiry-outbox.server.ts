import { appendFile, mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { ENQUIRY_FIELDS, type Enquiry } from '~/logic/enquiry-form'
import { SUBSCRIPTION_TEMPLATE_ID } from '~/logic/subscription'
import { getServerEnv } from './env.server'

/**
 * The embedded default's stand-in for EmailJS: what would be e-mailed to the team is appended to a local file,
 * one JSON object a line, newest last (git ignores `data/`).
 */
export function outboxFile(): string {
  return getServerEnv().ENQUIRY_OUTBOX_FILE ?? path.resolve(process.cwd(), 'data', 'outbox.ndjson')
}

async function append(record: Record<string, string>) {
  const file = outboxFile()
  await mkdir(path.dirname(file), { recursive: true })
  await appendFile(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...record })}\n`, 'utf8')
}

export async function storeEnquiry(enquiry: Enquiry, via: { serviceId: string; templateId: string }) {
  await append({
    serviceId: via.serviceId,
    templateId: via.templateId,
    ...Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, enquiry[field].trim()])),
  })
}

let subscriptions: Promise<unknown> = Promise.resolve()

/** Records a newsletter subscription once: a second one for the same address changes nothing. */
export function storeSubscription(email: string): Promise<'subscribed' | 'already-subscribed'> {
  // One at a time, so two quick presses of Subscribe cannot both find the address new.
  const run = subscriptions.then(async () => {
    if ((await subscribedAddresses()).has(email)) return 'already-subscribed' as const
    await append({ serviceId: 'local-outbox', templateId: SUBSCRIPTION_TEMPLATE_ID, Email: email })
    return 'subscribed' as const
  })
  subscriptions = run.catch(() => undefined)
  return run
}

async function subscribedAddresses(): Promise<Set<string>> {
  let text: string
  try {
    text = await readFile(outboxFile(), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set()
    throw error
  }
  const addresses = new Set<string>()
  for (const line of text.split('\n')) {
    if (!line.includes(SUBSCRIPTION_TEMPLATE_ID)) continue
    try {
      const record = JSON.parse(line) as { templateId?: unknown; Email?: unknown }
      if (record.templateId === SUBSCRIPTION_TEMPLATE_ID && typeof record.Email === 'string') addresses.add(record.Email)
    } catch {
      // A torn line (a crash mid-write) is skipped, not fatal.
    }
  }
  return addresses
}
