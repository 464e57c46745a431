import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useLocalePath, useT, useTextLang } from '~/i18n/react'
import type { SubscriptionResult } from '~/logic/subscription'

/**
 * The newsletter box: an e-mail address posted to /subscribe. With JavaScript the answer appears in place; the
 * address stays in the box unless it was recorded. Without JavaScript the same form posts as a page.
 */
export function SubscribeForm({
  id,
  result: pageResult = null,
  blurb,
  titleHidden = false,
}: {
  id: string
  result?: SubscriptionResult | null
  blurb?: string | null
  /** On the /subscribe page the page's own heading says it already. */
  titleHidden?: boolean
}) {
  const t = useT()
  const textLang = useTextLang()
  const localePath = useLocalePath()
  const fetcher = useFetcher<SubscriptionResult>({ key: `subscribe-${id}` })
  const inputRef = useRef<HTMLInputElement>(null)
  const result = fetcher.data ?? pageResult
  const busy = fetcher.state !== 'idle'
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok && inputRef.current) inputRef.current.value = ''
  }, [fetcher.state, fetcher.data])
  const inputId = `${id}-email`
  const messageId = `${id}-message`
  return (
    <fetcher.Form
      method="post"
      action={localePath('/subscribe')}
      className="subscribe"
      // The server's answer says what is wrong in the page's language; the browser's own would say it in its own.
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
    >
      <h2 id={`${id}-title`} className={titleHidden ? 'visually-hidden' : undefined}>
        {t.layout.subscribe}
      </h2>
      {blurb ? <p {...textLang(blurb)}>{blurb}</p> : null}
      <label htmlFor={inputId} className="visually-hidden">
        {t.layout.emailAddress}
      </label>
      <div className="subscribe__row">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={254}
          placeholder={t.layout.emailPlaceholder}
          autoComplete="email"
          defaultValue={pageResult && !pageResult.ok ? pageResult.email : undefined}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result ? messageId : undefined}
        />
        <button type="submit" disabled={busy}>
          {busy ? t.layout.subscribing : t.layout.subscribe}
        </button>
      </div>
      <p
        id={messageId}
        className={`subscribe__message${result && !result.ok ? ' subscribe__message--error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {result?.message ?? ''}
      </p>
    </fetcher.Form>
  )
}
