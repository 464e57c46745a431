import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from '~/utils/env.server'
import { ENQUIRY_FIELDS, type Enquiry } from './enquiry'

/** Where the embedded default keeps enquiries: one JSON object a line, newest last (git ignores `data/`). */
export function outboxFile(): string {
  return getEnv().ENQUIRY_OUTBOX_FILE ?? path.resolve(process.cwd(), 'data', 'outbox.ndjson')
}

export async function storeEnquiry(enquiry: Enquiry, via: { serviceId: string; templateId: string }) {
  const file = outboxFile()
  await mkdir(path.dirname(file), { recursive: true })
  const record = {
    receivedAt: new Date().toISOString(),
    serviceId: via.serviceId,
    templateId: via.templateId,
    ...Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, enquiry[field].trim()])),
  }
  await appendFile(file, `${JSON.stringify(record)}\n`, 'utf8')
}
