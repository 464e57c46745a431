import { type ActionFunctionArgs, data, type LinksFunction, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { SubscribeForm } from '~/components/layout/SubscribeForm'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { Link, useT } from '~/i18n/react'
import { languageOfRequest } from '~/i18n/request-language.server'
import { visitorLanguage } from '~/i18n/visitor-language.server'
import { pageMeta } from '~/logic/page-meta'
import {
  MAX_EMAIL_LENGTH,
  normaliseSubscriberEmail,
  type SubscriptionResult,
  subscriptionProblem,
} from '~/logic/subscription'
import { recordSubscription } from '~/mail/subscriptions.server'
import { refuse, runFormAction } from '~/platform/form-action.server'
import { formPageHeaders } from '~/platform/http.server'
import companyStyles from '~/styles/company-pages.css?url'

export const headers = formPageHeaders
const SUBSCRIBE_FORM_LIMITS = { maxBytes: 2 * 1024, maxFields: 5, maxFieldBytes: 1024 }

/**
 * The footer's Subscribe box posts here. With JavaScript the footer shows the answer in place (a fetcher);
 * without it the browser lands on this page, which shows the same answer and the box again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const t = catalogueFor(languageOfRequest(request)).forms
  const { result, values, init } = await runFormAction(request, context, {
    limits: SUBSCRIBE_FORM_LIMITS,
    values: (form) => ({ email: normaliseSubscriberEmail(form.get('email')) }),
    unreadable: (error) => error.message,
    check: ({ email }) => {
      const problem = subscriptionProblem(email, t)
      if (problem) refuse(400, problem)
      return email
    },
    allowance: { limit: 'subscribe', refused: t.subscriptionRateLimited },
    write: async (email) => {
      const outcome = await recordSubscription(email, { language: visitorLanguage(request) })
      return outcome === 'subscribed' ? t.subscribed : t.alreadySubscribed
    },
    failed: (error) => {
      console.error('A newsletter subscription could not be recorded:', error)
      return t.subscriptionFailed
    },
  })
  // The box keeps the address as it was read, cut to what an address can be.
  const email = values.email.slice(0, MAX_EMAIL_LENGTH)
  return data<SubscriptionResult>({ ok: result.ok, message: result.message ?? '', email }, init)
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
