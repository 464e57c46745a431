import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import type { ProposalView } from '~/content/loaders/proposal.server'
import { useFormat, useT } from '~/i18n/react'
import type { FormResult } from '~/logic/form-result'
import { CHANGES_MAX_LENGTH } from '~/logic/proposal-standing'
import { visitorTimeZone } from './visitor-time-zone'

export type ProposalValues = { intent: string; changes: string; timeZone: string }
export type ProposalResult = FormResult<ProposalValues> & { intent?: string }

/**
 * The traveller's answers (decision 064): Accept, Ask for changes, or, once expired, ask for it to be renewed.
 * Plain POST forms to the page itself, which work before (or without) JavaScript; with it, Remix posts them and
 * reloads the page's data, which then shows the proposal accepted. What the traveller typed comes back on a refusal.
 */
export function ProposalAnswers({
  view,
  specialistName,
  result,
}: {
  view: Pick<ProposalView, 'standing' | 'acceptedAt' | 'holdsPlaces' | 'holdHours'>
  specialistName: string
  result: ProposalResult | null
}) {
  const t = useT().proposal
  const format = useFormat()
  // The traveller's time zone, known only in their browser: sent with Accept once the page has hydrated, so the
  // hold's end is shown in their time too (the server checks it; without it, Nairobi time alone).
  const [timeZone, setTimeZone] = useState('')
  useEffect(() => setTimeZone(visitorTimeZone()), [])
  const busy = useNavigation().state === 'submitting'
  const answered = (intent: string) => (result && result.intent === intent ? result : null)
  const changes = answered('changes')
  const typed = changes && !changes.ok ? changes.values.changes : ''
  return (
    <section className="proposal__section proposal-answers" aria-labelledby="proposal-answers-title">
      <h2 id="proposal-answers-title" className="visually-hidden">
        {t.acceptTitle}
      </h2>
      {view.standing === 'accepted' && view.acceptedAt ? (
        <p className="proposal-answers__accepted" role="status">
          {t.acceptedOn(format.date(view.acceptedAt.slice(0, 10)))}
        </p>
      ) : null}
      <Message result={answered('accept') ?? answered('renew')} />
      {view.standing === 'open' ? (
        <Form method="post" className="proposal-answers__form">
          <p>
            {view.holdsPlaces
              ? t.acceptHoldIntro(specialistName, format.number(view.holdHours))
              : t.acceptIntro(specialistName)}
          </p>
          <input type="hidden" name="timeZone" value={timeZone} />
          <button type="submit" name="intent" value="accept" className="button" disabled={busy}>
            {view.holdsPlaces ? t.acceptAndHold : t.accept}
          </button>
        </Form>
      ) : null}
      {view.standing === 'expired' ? (
        <Form method="post" className="proposal-answers__form">
          <p>{t.expired}</p>
          <button type="submit" name="intent" value="renew" className="button" disabled={busy}>
            {t.renewAsk(specialistName)}
          </button>
        </Form>
      ) : null}
      {view.standing === 'open' || view.standing === 'accepted' ? (
        <Form method="post" className="proposal-answers__form" key={changes?.ok ? 'sent' : 'typing'}>
          <h3>{t.changesTitle}</h3>
          <label htmlFor="proposal-changes">{t.changesLabel}</label>
          <textarea
            id="proposal-changes"
            name="changes"
            rows={5}
            required
            maxLength={CHANGES_MAX_LENGTH}
            defaultValue={typed}
            aria-invalid={changes && !changes.ok && changes.fieldProblems.changes ? true : undefined}
            aria-describedby={changes && !changes.ok ? 'proposal-changes-problem' : undefined}
          />
          {changes && !changes.ok && changes.fieldProblems.changes ? (
            <p id="proposal-changes-problem" className="proposal-answers__problem">
              {changes.fieldProblems.changes}
            </p>
          ) : null}
          <Message result={changes} />
          <button type="submit" name="intent" value="changes" className="button button--outline" disabled={busy}>
            {t.changesSend(specialistName)}
          </button>
        </Form>
      ) : null}
    </section>
  )
}

function Message({ result }: { result: ProposalResult | null }) {
  if (!result?.message) return null
  return (
    <p className={result.ok ? 'notice' : 'notice notice--error'} role={result.ok ? 'status' : 'alert'}>
      {result.message}
    </p>
  )
}
