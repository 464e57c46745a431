// The newsletter box as the server sends it: before JavaScript, a plain form to /subscribe, and on /subscribe the
// answer to the post it made.
import { describe, expect, it } from 'vitest'
import { SUBSCRIBED, type SubscriptionResult } from '~/logic/subscription'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { SubscribeForm } from './SubscribeForm'

async function box(result: SubscriptionResult | null = null, titleHidden = false) {
  const html = await renderPage(
    <SubscribeForm
      id="footer-subscribe"
      result={result}
      blurb="Seasonal itineraries, a few times a year."
      titleHidden={titleHidden}
    />,
  )
  const [input] = elements(html, 'input')
  const message = elements(html, 'p').find((p) => p.attributes.role === 'status')
  return { html, input: input!.attributes, message }
}

describe('the newsletter box', () => {
  it('posts an e-mail address to /subscribe', async () => {
    const { html, input, message } = await box()
    expect(elements(html, 'form')[0]?.attributes).toMatchObject({
      method: 'post',
      action: '/subscribe',
      'aria-labelledby': 'footer-subscribe-title',
    })
    expect(input).toMatchObject({
      id: 'footer-subscribe-email',
      type: 'email',
      name: 'email',
      required: '',
      maxlength: '254',
    })
    expect(input['aria-invalid']).toBeUndefined()
    expect(elements(html, 'label')[0]).toMatchObject({
      text: 'E-mail address',
      attributes: { for: 'footer-subscribe-email' },
    })
    expect(elements(html, 'h2')[0]).toMatchObject({ text: 'Subscribe', attributes: {} })
    expect(elements(html, 'p')[0]?.text).toBe('Seasonal itineraries, a few times a year.')
    expect(message?.text).toBe('')
  })

  it('keeps a refused address in the box, marked, with the reason tied to it', async () => {
    const { input, message } = await box({
      ok: false,
      message: 'Please enter an e-mail address, like name@example.com.',
      email: 'amina@',
    })
    expect(input).toMatchObject({
      value: 'amina@',
      'aria-invalid': 'true',
      'aria-describedby': 'footer-subscribe-message',
    })
    expect(message).toMatchObject({
      text: 'Please enter an e-mail address, like name@example.com.',
      attributes: { id: 'footer-subscribe-message', class: 'subscribe__message subscribe__message--error' },
    })
  })

  it('thanks the visitor and empties the box once the address is recorded', async () => {
    const { input, message } = await box({ ok: true, message: SUBSCRIBED, email: 'amina@example.com' })
    expect(input.value).toBeUndefined()
    expect(input['aria-invalid']).toBeUndefined()
    expect(message).toMatchObject({ text: SUBSCRIBED, attributes: { class: 'subscribe__message' } })
  })

  it('hides its heading where the page’s own heading says it already', async () => {
    const { html } = await box(null, true)
    expect(elements(html, 'h2')[0]?.attributes.class).toBe('visually-hidden')
  })
})

describe('the newsletter box on an Arabic page', () => {
  it('speaks Arabic, posts to the Arabic edition and marks an English blurb', async () => {
    const html = await renderPage(
      <SubscribeForm id="footer-subscribe" blurb="Seasonal itineraries, a few times a year." />,
      { url: '/ar' },
    )
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/ar/subscribe')
    expect(elements(html, 'h2')[0]?.text).toBe('اشترك')
    expect(elements(html, 'label')[0]?.text).toBe('عنوان البريد الإلكتروني')
    expect(elements(html, 'input')[0]?.attributes.placeholder).toBe('بريدك الإلكتروني')
    expect(elements(html, 'p')[0]?.attributes).toMatchObject({ lang: 'en', dir: 'auto' })
  })
})
