import { type FormEvent, useState } from 'react'
import type { PublicEnv } from '#shared/site-settings.server'
import { withoutBidiFormatting } from '#shared/visitor-text'
import { brokenRules } from '~/components/shared/broken-rules'
import { useLocalePath, useT } from '~/i18n/react'
import { type EnquiryContext, enquiryContextFields } from '~/logic/enquiry-context'
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  ENQUIRY_MULTI_LINE,
  ENQUIRY_PATTERNS,
  type EnquiryField,
  type EnquiryResult,
  enquiryControlProblems,
  enquiryProblem,
  enquiryValues,
  missingEmailjsSettings,
} from '~/logic/enquiry-form'
import type { AddressedSpecialist } from '~/logic/enquiry-specialist'
import { sendEnquiry } from '~/services/send-enquiry.client'
import { SpecialistFields } from './SpecialistFields'

/**
 * The enquiry form (docs/product-rules.md#the-enquiry). Once the page has hydrated it posts to the site's
 * /api/enquiry and answers with the spec's alerts; before that (or with JavaScript off) it posts to the page's
 * server action, whose answer (`serverResult`) is shown here. Either way the server e-mails the enquiry and keeps
 * it (decision 062). What the visitor typed stays put on any failure; the button cannot be pressed twice while
 * sending. An enquiry addressed to a trip's specialist says so and carries them in hidden fields (issue 35), and
 * where it came from and what about ride in hidden fields too (`about`).
 */
export function ContactForm({
  initialMessage,
  serverResult,
  emailjs,
  specialist = null,
  about = null,
}: {
  initialMessage: string
  serverResult: EnquiryResult | null
  emailjs: PublicEnv['emailjs']
  specialist?: AddressedSpecialist | null
  about?: EnquiryContext | null
}) {
  const { contact: t, forms } = useT()
  const localePath = useLocalePath()
  const [sending, setSending] = useState(false)
  const [configProblems, setConfigProblems] = useState<string[]>([])
  // The server's answer describes the last no-JavaScript post; a send from here replaces it.
  const [shownResult, setShownResult] = useState(serverResult)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (sending) return
    setShownResult(null)
    const missing = emailjs.mode === 'emailjs' ? missingEmailjsSettings(emailjs, forms) : []
    setConfigProblems(missing)
    if (missing.length) return
    // EmailJS takes the form as it is, so the browser applies the server's rules, in its words: each field's own
    // checks (the form is noValidate, so the browser's bubbles in the browser's language never show), then what
    // visitors type (decision 048): a control character is refused beside its field, and single lines go without
    // bidi formatting.
    const typed = enquiryValues(new FormData(form))
    const broken = brokenRules(form, ENQUIRY_FIELDS)
    const fieldProblems = {
      ...Object.fromEntries(
        ENQUIRY_FIELDS.flatMap((field) => {
          const rule = broken[field]
          return rule ? [[field, enquiryProblem(field, rule, forms)]] : []
        }),
      ),
      ...enquiryControlProblems(typed, forms),
    }
    if (Object.keys(fieldProblems).length) {
      setShownResult({ ok: false, message: null, fieldProblems, values: typed })
      // As the browser's own check would: the first field to put right has the focus, its problem read with it.
      const first = ENQUIRY_FIELDS.find((field) => field in fieldProblems)
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    for (const field of ENQUIRY_FIELDS) {
      const input = form.elements.namedItem(field)
      if (input instanceof HTMLInputElement && !ENQUIRY_MULTI_LINE.includes(field))
        input.value = withoutBidiFormatting(input.value, 'line')
    }
    setSending(true)
    try {
      const answer = await sendEnquiry(form)
      if (!answer.ok) {
        // The server's refusal, in the page's words, beside the fields it names; nothing typed is touched.
        setShownResult(answer)
        return
      }
      window.alert(answer.message ?? forms.messageSent)
      // What the visitor typed is emptied; who the enquiry is addressed to stays for the next one.
      for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input:not([type="hidden"]), textarea',
      ))
        field.value = ''
    } catch (error) {
      console.error('Sending the enquiry failed:', error)
      window.alert(forms.messageFailed)
    } finally {
      setSending(false)
    }
  }

  const failed = shownResult && !shownResult.ok ? shownResult : null
  const problemOf = (field: EnquiryField) => failed?.fieldProblems[field]
  const sentValue = (field: EnquiryField) => failed?.values[field]

  return (
    <form
      method="post"
      // Without JavaScript the answer is this page again: it keeps the specialist the form is addressed to.
      action={localePath(specialist ? `/contact?specialist=${encodeURIComponent(specialist.id)}` : '/contact')}
      className="contact-form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={sending}
    >
      {shownResult?.ok ? (
        <div className="notice" role="status">
          <p>{shownResult.message}</p>
        </div>
      ) : null}
      {failed ? (
        <div className="notice notice--error" role="alert">
          {failed.message ? <p>{failed.message}</p> : <p>{t.notSentYet}</p>}
          {Object.values(failed.fieldProblems).length ? (
            <ul>
              {Object.values(failed.fieldProblems).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <p>{t.nothingLost}</p>
        </div>
      ) : null}
      {specialist ? <SpecialistFields specialist={specialist} /> : null}
      {about
        ? Object.entries(enquiryContextFields(about)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))
        : null}
      <div className="contact-form__row">
        <Field
          name="FirstName"
          label={t.firstName}
          autoComplete="given-name"
          value={sentValue('FirstName')}
          problem={problemOf('FirstName')}
        />
        <Field
          name="LastName"
          label={t.lastName}
          autoComplete="family-name"
          value={sentValue('LastName')}
          problem={problemOf('LastName')}
        />
      </div>
      <div className="contact-form__row">
        <Field
          name="Email"
          label={t.email}
          type="email"
          autoComplete="email"
          value={sentValue('Email')}
          problem={problemOf('Email')}
        />
        <Field
          name="PhoneNumber"
          label={t.phone}
          type="tel"
          autoComplete="tel"
          value={sentValue('PhoneNumber')}
          problem={problemOf('PhoneNumber')}
        />
      </div>
      <div className="field">
        <label htmlFor="contact-message">{t.message}</label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={8}
          maxLength={ENQUIRY_LIMITS.message}
          defaultValue={sentValue('message') ?? initialMessage}
          aria-invalid={problemOf('message') ? true : undefined}
          aria-describedby={problemOf('message') ? 'contact-message-problem' : undefined}
        />
        {problemOf('message') ? (
          <p id="contact-message-problem" className="field__problem">
            {problemOf('message')}
          </p>
        ) : null}
      </div>
      {configProblems.length ? (
        <div className="notice notice--error" role="alert">
          {configProblems.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>{t.callInstead}</p>
        </div>
      ) : null}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t.sending : t.send}
      </button>
    </form>
  )
}

type FieldProps = {
  name: EnquiryField
  label: string
  type?: string
  autoComplete: string
  value?: string
  problem?: string
}

function Field({ name, label, type = 'text', autoComplete, value, problem }: FieldProps) {
  const id = `contact-${name}`
  const { formatProblems } = useT().forms
  const pattern = name === 'Email' || name === 'PhoneNumber' ? ENQUIRY_PATTERNS[name] : undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={ENQUIRY_LIMITS[name]}
        pattern={pattern}
        title={name === 'Email' || name === 'PhoneNumber' ? formatProblems[name] : undefined}
        defaultValue={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem ? (
        <p id={`${id}-problem`} className="field__problem">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
