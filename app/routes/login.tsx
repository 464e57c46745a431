import { type ActionFunctionArgs, data, type LinksFunction, type MetaFunction } from '@remix-run/node'
import { useActionData, useNavigate } from '@remix-run/react'
import { type FormEvent, useRef, useState } from 'react'
import { getPublicEnv } from '#shared/site-settings.server'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { Link, useLang, useLocalePath, useT } from '~/i18n/react'
import { languageOfRequest } from '~/i18n/request-language.server'
import { readableAuthError, signInNeedsJavaScript, signInUnavailable } from '~/logic/auth-errors'
import type { FieldProblems } from '~/logic/form-result'
import { pageMeta } from '~/logic/page-meta'
import { SIGN_IN_FIELDS, type SignInField, type SignInValues, signInFieldProblems } from '~/logic/sign-in-form'
import { refuse, runFormAction } from '~/platform/form-action.server'
import { createAccount, signIn } from '~/services/firebase-auth.client'
import { usePublicEnv } from '~/state/root-data'
import companyStyles from '~/styles/company-pages.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: companyStyles }]
export const meta: MetaFunction = ({ matches }) => {
  const { auth } = catalogueFor(languageOfMatches(matches))
  return [
    ...pageMeta({ title: auth.metaTitle, description: auth.metaDescription }),
    { name: 'robots', content: 'noindex' },
  ]
}

const SIGN_IN_FORM_LIMITS = { maxBytes: 4 * 1024, maxFields: 4, maxFieldBytes: 1024 }

/**
 * Signing in happens in the browser (Firebase Auth), so a form posted before the page's JavaScript has run
 * lands here. It says so, says what is wrong with each field as the browser would, and keeps the e-mail; the
 * password is read only to be checked and dropped, never echoed or logged.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = languageOfRequest(request)
  // A form too large to read is checked as if empty: the answer is the same, that signing in needs JavaScript.
  const { values, init, result } = await runFormAction(request, context, {
    limits: SIGN_IN_FORM_LIMITS,
    values: (form) => ({ email: (form.get('email') ?? '').trim().slice(0, 254), password: form.get('password') ?? '' }),
    write: async (values) =>
      refuse(
        400,
        getPublicEnv().firebase ? signInNeedsJavaScript(lang) : signInUnavailable(lang),
        signInFieldProblems(values, catalogueFor(lang).auth),
      ),
  })
  const fieldProblems: FieldProblems<SignInValues> = result.ok ? {} : result.fieldProblems
  return data({ email: values.email, message: result.message ?? '', fieldProblems }, init)
}

/**
 * E-mail and password with Firebase Authentication; either button's success goes home (docs/product-rules.md#sign-in).
 */
export default function Login() {
  const { firebase } = usePublicEnv()
  const answer = useActionData<typeof action>()
  const navigate = useNavigate()
  const lang = useLang()
  const t = useT()
  const localePath = useLocalePath()
  const formRef = useRef<HTMLFormElement>(null)
  const [busy, setBusy] = useState<'sign-in' | 'create' | null>(null)
  // What the browser found before asking the provider; until then, what the server said of a post without it.
  const [checked, setChecked] = useState<Partial<Record<SignInField, string>> | null>(null)
  const problems = checked ?? answer?.fieldProblems ?? {}

  if (!firebase) {
    return (
      <main id="main" className="container company-page login-page">
        <div className="contact-form login-form">
          <h1>{t.auth.signInTitle}</h1>
          <p className="notice">{t.auth.unavailable}</p>
        </div>
      </main>
    )
  }

  const run = async (kind: 'sign-in' | 'create') => {
    const form = formRef.current
    if (!form || busy) return
    const values = new FormData(form)
    const email = String(values.get('email') ?? '').trim()
    const password = String(values.get('password') ?? '')
    const found = signInFieldProblems({ email, password }, t.auth)
    setChecked(found)
    const first = SIGN_IN_FIELDS.find((field) => field in found)
    if (first) {
      ;(form.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    setBusy(kind)
    try {
      await (kind === 'sign-in' ? signIn : createAccount)(firebase, email, password)
      navigate(localePath('/'))
    } catch (error) {
      window.alert(readableAuthError(error, lang))
      // The e-mail stays; only the password is cleared for another try.
      const passwordInput = form.elements.namedItem('password') as HTMLInputElement | null
      if (passwordInput) passwordInput.value = ''
      passwordInput?.focus()
    } finally {
      setBusy(null)
    }
  }
  const described = (field: SignInField) =>
    problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': `login-${field}-problem` } : {}
  const problem = (field: SignInField) =>
    problems[field] ? (
      <p id={`login-${field}-problem`} className="field__problem">
        {problems[field]}
      </p>
    ) : null
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    void run(submitter?.value === 'create' ? 'create' : 'sign-in')
  }

  return (
    <main id="main" className="container company-page login-page">
      <form
        ref={formRef}
        method="post"
        action={localePath('/login')}
        className="contact-form login-form"
        onSubmit={onSubmit}
        // The browser's own bubbles speak the browser's language: the form says each problem beside its field.
        noValidate
        aria-busy={busy !== null}
      >
        <h1>{t.auth.signInTitle}</h1>
        {answer ? (
          <p className="notice notice--error" role="alert">
            {answer.message}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="login-email">{t.auth.email}</label>
          <input
            id="login-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            defaultValue={answer?.email}
            {...described('email')}
          />
          {problem('email')}
        </div>
        <div className="field">
          <label htmlFor="login-password">{t.auth.password}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            maxLength={128}
            {...described('password')}
          />
          {problem('password')}
        </div>
        <button type="submit" name="intent" value="sign-in" className="button" disabled={busy !== null}>
          {busy === 'sign-in' ? t.auth.signingIn : t.auth.signIn}
        </button>
        <p className="login-form__notice">
          {t.auth.agreeBefore}
          <Link to="/Terms-&-Conditions">{t.auth.conditionsOfUse}</Link>
          {t.auth.agreeBetween}
          <Link to="/Privacy-Policy">{t.auth.privacyNotice}</Link>
          {t.auth.agreeAfter}
        </p>
        <button type="submit" name="intent" value="create" className="button button--outline" disabled={busy !== null}>
          {busy === 'create' ? t.auth.creatingAccount : t.auth.createAccount}
        </button>
      </form>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
