import type { ActionFunctionArgs } from '@remix-run/node'
import { visitorLanguage } from '~/i18n/visitor-language.server'
import { runEnquiryAction } from '~/mail/enquiry-form-action.server'
import { NO_STORE, plainText } from '~/platform/plain-text'

/**
 * The contact form's script posts here (decision 062): the same pipeline as the page's own action, answered as
 * JSON (the result, with every value as typed and each field's problem) in the words of the page it came from.
 * The server e-mails and keeps the enquiry; the browser never talks to EmailJS itself.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { result, init } = await runEnquiryAction(request, context, visitorLanguage(request))
  return Response.json(result, init)
}

export function loader() {
  return plainText('Method Not Allowed', 405, NO_STORE)
}
