import { existsSync, readFileSync } from 'node:fs'

/** The records of one template in a test's outbox file (app/mail/enquiry-outbox.server.ts), in the order written. */
export const outboxLines = (file: string, templateId: string) =>
  (existsSync(file) ? readFileSync(file, 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>)
    .filter((line) => line.templateId === templateId)
