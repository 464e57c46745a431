import type { LinksFunction, MetaFunction } from '@remix-run/node'
import { Link, useNavigate } from '@remix-run/react'
import { useRef, useState, type FormEvent } from 'react'
import { readableAuthError } from '~/logic/auth-errors'
import { createAccount, signIn } from '~/services/firebase-auth.client'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import companyStyles from '~/styles/company-pages.css'
import { pageMeta } from '~/logic/page-meta'
import { usePublicEnv } from '~/state/root-data'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: companyStyles }]
export const meta: MetaFunction = () => [
  ...pageMeta({ title: 'Sign in', description: 'Sign in to keep your tour cart and enquiries together.' }),
  { name: 'robots', content: 'noindex' },
]

/** E-mail and password with Firebase Authentication; either button's success goes home (docs/product-rules.md#sign-in). */
export default function Login() {
  const { firebase } = usePublicEnv()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [busy, setBusy] = useState<'sign-in' | 'create' | null>(null)

  const run = async (kind: 'sign-in' | 'create') => {
    const form = formRef.current
    if (!form || busy) return
    if (!form.reportValidity()) return
    const data = new FormData(form)
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    setBusy(kind)
    try {
      await (kind === 'sign-in' ? signIn : createAccount)(firebase, email, password)
      navigate('/')
    } catch (error) {
      window.alert(readableAuthError(error))
      // The e-mail stays; only the password is cleared for another try.
      const passwordInput = form.elements.namedItem('password') as HTMLInputElement | null
      if (passwordInput) passwordInput.value = ''
      passwordInput?.focus()
    } finally {
      setBusy(null)
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void run('sign-in')
  }

  return (
    <main id="main" className="container company-page login-page">
      <form ref={formRef} className="contact-form login-form" onSubmit={onSubmit} aria-busy={busy !== null}>
        <h1>Sign in</h1>
        <div className="field">
          <label htmlFor="login-email">E-mail</label>
          <input id="login-email" name="email" type="email" required autoComplete="email" maxLength={254} />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input id="login-password" name="password" type="password" required autoComplete="current-password" maxLength={128} />
        </div>
        <button type="submit" className="button" disabled={busy !== null}>
          {busy === 'sign-in' ? 'Signing in…' : 'Sign In'}
        </button>
        <p className="login-form__notice">
          By continuing, you agree to the <Link to="/Terms-&-Conditions">Conditions of Use</Link> and <Link to="/Privacy-Policy">Privacy Notice</Link>
        </p>
        <button type="button" className="button button--outline" disabled={busy !== null} onClick={() => void run('create')}>
          {busy === 'create' ? 'Creating your account…' : 'Create your Account'}
        </button>
      </form>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
