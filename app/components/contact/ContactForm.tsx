import { useState, type FormEvent } from 'react'
import { usePublicEnv } from '~/state/root-data'
import { MESSAGE_FAILED, MESSAGE_SENT, missingEmailjsSettings } from '~/logic/enquiry-form'
import { sendEnquiry } from '~/services/send-enquiry.client'

/**
 * The enquiry form (docs/product-rules.md#the-enquiry). What the visitor typed stays put on any failure; success is announced
 * with the spec's alert and clears the form. The button cannot be pressed twice while sending.
 */
export function ContactForm({ initialMessage }: { initialMessage: string }) {
  const { emailjs } = usePublicEnv()
  const [sending, setSending] = useState(false)
  const [configProblems, setConfigProblems] = useState<string[]>([])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (sending) return
    const missing = emailjs.mode === 'emailjs' ? missingEmailjsSettings(emailjs) : []
    setConfigProblems(missing)
    if (missing.length) return
    setSending(true)
    try {
      const sent = await sendEnquiry(form, emailjs)
      if (!sent) throw new Error('The e-mail service did not confirm the message.')
      window.alert(MESSAGE_SENT)
      for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) field.value = ''
    } catch (error) {
      console.error('Sending the enquiry failed:', error)
      window.alert(MESSAGE_FAILED)
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-busy={sending}>
      <div className="contact-form__row">
        <Field name="FirstName" label="First name" autoComplete="given-name" />
        <Field name="LastName" label="Last name" autoComplete="family-name" />
      </div>
      <div className="contact-form__row">
        <Field name="Email" label="E-mail" type="email" autoComplete="email" />
        <Field name="PhoneNumber" label="Phone number" type="tel" autoComplete="tel" />
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" required rows={8} maxLength={5000} defaultValue={initialMessage} />
      </div>
      {configProblems.length ? (
        <div className="notice notice--error" role="alert">
          {configProblems.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>Your message has not been sent and nothing you typed is lost. Please call or e-mail us instead.</p>
        </div>
      ) : null}
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  )
}

function Field({ name, label, type = 'text', autoComplete }: { name: string; label: string; type?: string; autoComplete: string }) {
  const id = `contact-${name}`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} required autoComplete={autoComplete} maxLength={type === 'email' ? 254 : 100} />
    </div>
  )
}
