import { type ActionFunctionArgs, data, type LinksFunction, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { clientKey } from '#shared/client-key'
import { SubscribeForm } from '~/components/layout/SubscribeForm'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { Link, useT } from '~/i18n/react'
import { languageOfRequest } from '~/i18n/request-language.server'
import { visitorLanguage } from '~/i18n/visitor-language.server'
import { pageMeta } from '~/logic/page-meta'
import { normaliseSubscriberEmail, type SubscriptionResult, subscriptionProblem } from '~/logic/subscription'
import { recordSubscription } from '~/mail/subscriptions.server'
import { formPageHeaders } from '~/platform/http.server'
import { NO_STORE } from '~/platform/plain-text'
import { spend } from '~/platform/rate-limits.server'
import { FormRejected, readSmallForm } from '~/platform/read-form.server'
import companyStyles from '~/styles/company-pages.css?url'

export const headers = formPageHeaders
const SUBSCRIBE_FORM_LIMITS = { maxBytes: 2 * 1024, maxFields: 5, maxFieldBytes: 1024 }

/**
 * The footer's Subscribe box posts here. With JavaScript the footer shows the answer in place (a fetcher);
 * without it the browser lands on this page, which shows the same answer and the box again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const t = catalogueFor(languageOfRequest(request)).forms
  let email = ''
  try {
    email = normaliseSubscriberEmail((await readSmallForm(request, SUBSCRIBE_FORM_LIMITS)).get('email'))
  } catch (error) {
    if (!(error instanceof FormRejected)) throw error
    return data<SubscriptionResult>(
      { ok: false, message: error.message, email: '' },
      { status: error.status, headers: NO_STORE },
    )
  }
  const problem = subscriptionProblem(email, t)
  if (problem)
    return data<SubscriptionResult>(
      { ok: false, message: problem, email: email.slice(0, 254) },
      { status: 400, headers: NO_STORE },
    )
  const allowance = await spend('subscribe', clientKey(context))
  if (!allowance.allowed) {
    const headers = { ...NO_STORE, 'Retry-After': String(allowance.retryAfterSeconds) }
    return data<SubscriptionResult>({ ok: false, message: t.subscriptionRateLimited, email }, { status: 429, headers })
  }
  try {
    const outcome = await recordSubscription(email, { language: visitorLanguage(request) })
    return data<SubscriptionResult>(
      { ok: true, message: outcome === 'subscribed' ? t.subscribed : t.alreadySubscribed, email },
      { headers: NO_STORE },
    )
  } catch (error) {
    console.error('A newsletter subscription could not be recorded:', error)
    return data<SubscriptionResult>(
      { ok: false, message: t.subscriptionFailed, email },
      { status: 503, headers: { ...NO_STORE, 'Retry-After': '60' } },
    )
  }
}

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: companyStyles }]
export const meta: MetaFunction = ({ matches }) => {
  const t = catalogueFor(languageOfMatches(matches)).forms
  return [
    ...pageMeta({ title: t.subscribeTitle, description: t.subscribeDescription }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Subscribe() {
  const result = useActionData<typeof action>()
  const t = useT().forms
  return (
    <main id="main" className="container company-page subscribe-page">
      <header className="company-page__head">
        <h1>{t.subscribeTitle}</h1>
      </header>
      <SubscribeForm id="subscribe-page" result={result ?? null} titleHidden />
      <p>
        <Link to="/">{t.backHome}</Link>
      </p>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
