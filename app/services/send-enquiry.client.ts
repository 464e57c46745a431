import { DEFAULT_LANG, isLang, type Lang } from '#shared/languages'
import type { PublicEnv } from '#shared/site-settings.server'

type EmailjsConfig = PublicEnv['emailjs']

/**
 * Sends the form through the EmailJS SDK, loaded on first use so no other page carries it. In the embedded
 * default the SDK's origin is this site, whose outbox answers like EmailJS. Resolves true on success
 * (status 200 or text "OK", docs/product-rules.md#the-enquiry); rejects otherwise. The page's language goes with
 * it (`language`, from <html lang>) so staff answer in it.
 */
export async function sendEnquiry(form: HTMLFormElement, config: EmailjsConfig): Promise<boolean> {
  const emailjs = await import('@emailjs/browser')
  emailjs.init({ publicKey: config.publicKey ?? '', origin: config.apiOrigin ?? window.location.origin })
  const added = withLanguageField(form, pageLanguage(document.documentElement.lang))
  try {
    const response = await emailjs.sendForm(config.serviceId ?? '', config.templateId ?? '', form)
    return response.status === 200 || response.text === 'OK'
  } finally {
    added?.remove()
  }
}

/** The edition named by <html lang>: `en` or `ar`, English for anything else. */
export function pageLanguage(htmlLang: string | null | undefined): Lang {
  return isLang(htmlLang) ? htmlLang : DEFAULT_LANG
}

/**
 * `sendForm` sends the form's fields as they are, so the language rides as a hidden field for the time of the
 * send; a form that already has one keeps it. Returns the field added, to take away afterwards.
 */
export function withLanguageField(form: HTMLFormElement, language: Lang): HTMLInputElement | null {
  if (form.elements.namedItem('language')) return null
  const input = form.ownerDocument.createElement('input')
  input.type = 'hidden'
  input.name = 'language'
  input.value = language
  form.append(input)
  return input
}
