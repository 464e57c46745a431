import { Form } from '@remix-run/react'
import { useId } from 'react'
import { useT } from '~/i18n/react'
import {
  EARLIEST_MONTH,
  MONTH_PATTERN,
  REVIEW_LIMITS,
  type ReviewField,
  type ReviewResult,
  type ReviewValues,
} from '~/logic/review-form'

/**
 * The review form (decision 043). A plain POST to the trip's reviews page, whose answer is a page: it works without
 * JavaScript, and with it Remix sends the same form. On a problem the page comes back with every value as typed and
 * each field's problem beside it; once sent, the review waits as a draft for staff, and nothing of it is shown.
 */
export function ReviewForm({
  action,
  result,
  latestMonth,
}: {
  /** The trip's reviews page (`/reviews/<slug>`, in the page's edition). */
  action: string
  result: ReviewResult | null
  /** The current month in Nairobi: the latest a traveller can have travelled in. */
  latestMonth: string
}) {
  const t = useT().reviews
  const id = useId()
  const failed = result && !result.ok ? result : null
  const values: Partial<ReviewValues> = failed?.values ?? {}
  const problems = failed?.fieldProblems ?? {}
  const problemId = (field: ReviewField) => `${id}-${field}-problem`
  const described = (field: ReviewField) =>
    problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': problemId(field) } : {}
  const problem = (field: ReviewField) =>
    problems[field] ? (
      <span className="review-form__problem" id={problemId(field)}>
        {problems[field]}
      </span>
    ) : null
  const text = (field: 'firstName' | 'country' | 'title', autoComplete?: string) => (
    <label className="review-form__field">
      <span>{t.labels[field]}</span>
      <input
        name={field}
        type="text"
        required
        maxLength={REVIEW_LIMITS[field]}
        defaultValue={values[field] ?? ''}
        autoComplete={autoComplete}
        {...described(field)}
      />
      {problem(field)}
    </label>
  )
  return (
    // noValidate: the browser's own bubbles speak the browser's language. The server checks the form, with
    // JavaScript or without, and each problem comes back beside its field in the page's language, all typed kept.
    <Form method="post" action={action} className="review-form" noValidate>
      {result ? (
        <p className={result.ok ? 'review-form__sent' : 'review-form__failed'} role={result.ok ? 'status' : 'alert'}>
          {result.message ?? t.fixProblems}
        </p>
      ) : null}
      <p>{t.formIntro}</p>
      <div className="review-form__row">
        {text('firstName', 'given-name')}
        {text('country', 'country-name')}
        <label className="review-form__field">
          <span>{t.labels.travelledIn}</span>
          <input
            name="travelledIn"
            type="month"
            required
            min={EARLIEST_MONTH}
            max={latestMonth}
            pattern={MONTH_PATTERN}
            placeholder="2026-03"
            defaultValue={values.travelledIn ?? ''}
            {...described('travelledIn')}
          />
          <small>{t.monthHint}</small>
          {problem('travelledIn')}
        </label>
      </div>
      <fieldset className="review-form__rating" {...described('rating')}>
        <legend>{t.labels.rating}</legend>
        {[5, 4, 3, 2, 1].map((star) => (
          <label key={star}>
            <input type="radio" name="rating" value={star} required defaultChecked={values.rating === String(star)} />
            <span className={`stars stars--${star}`} aria-hidden="true" />
            <span>{t.ratingOption(star)}</span>
          </label>
        ))}
        {problem('rating')}
      </fieldset>
      {text('title')}
      <label className="review-form__field">
        <span>{t.labels.text}</span>
        <textarea
          name="text"
          required
          rows={6}
          maxLength={REVIEW_LIMITS.text}
          defaultValue={values.text ?? ''}
          {...described('text')}
        />
        {problem('text')}
      </label>
      <button type="submit" className="button">
        {t.submit}
      </button>
    </Form>
  )
}
