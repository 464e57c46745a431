import type { ActionFunctionArgs } from '@remix-run/node'
import { enquiryProblems, type Enquiry } from '~/logic/enquiry-form'
import { storeEnquiry } from '~/server/enquiry-outbox.server'
import { usesEnquiryOutbox } from '~/server/env.server'

const MAX_BODY_BYTES = 64 * 1024
const text = (body: string, status: number) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * The local outbox: the embedded default's stand-in for EmailJS's send-form endpoint. It takes the same
 * multipart request the SDK sends and answers like EmailJS (200 "OK"). It does not exist once EmailJS is configured.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!usesEnquiryOutbox()) return text('Not Found', 404)
  if (request.method !== 'POST') return text('Method Not Allowed', 405)
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) return text('The enquiry is too large.', 413)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return text('The request is not a form.', 400)
  }
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
  const problems = enquiryProblems(values)
  for (const field of ['service_id', 'template_id', 'user_id']) if (!values[field]) problems.push(`${field} is required.`)
  if (problems.length) return text(problems.join(' '), 400)
  await storeEnquiry(values as Enquiry, { serviceId: String(values.service_id), templateId: String(values.template_id) })
  return text('OK', 200)
}

export function loader() {
  return text(usesEnquiryOutbox() ? 'Method Not Allowed' : 'Not Found', usesEnquiryOutbox() ? 405 : 404)
}
