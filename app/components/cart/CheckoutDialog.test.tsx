// The checkout's "Purchased" dialog as the server writes it: whom it thanks.
import { describe, expect, it } from 'vitest'
import type { SiteUser } from '~/logic/visitor-state'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { CheckoutDialog } from './CheckoutDialog'

const thanks = async (user: SiteUser | null) => {
  const html = await renderPage(<CheckoutDialog open={false} onClose={() => {}} user={user} basket={[]} gift={false} />)
  return elements(html, 'p')[0]?.text
}

describe('the checkout dialog', () => {
  it('thanks a signed-in traveller by name, else by e-mail, else as a traveller', async () => {
    expect(await thanks({ uid: 'u1', email: 'amina@example.com', displayName: 'Amina Otieno' })).toBe(
      'Thank you, Amina Otieno! Your tour package is reserved in your cart.',
    )
    expect(await thanks({ uid: 'u1', email: 'amina@example.com', displayName: '' })).toBe(
      'Thank you, amina@example.com! Your tour package is reserved in your cart.',
    )
    expect(await thanks(null)).toBe('Thank you, traveller! Your tour package is reserved in your cart.')
  })

  it('offers to send the cart as an enquiry, and to close', async () => {
    const html = await renderPage(
      <CheckoutDialog open={false} onClose={() => {}} user={null} basket={[]} gift={false} />,
    )
    expect(elements(html, 'h2').map((h2) => h2.text)).toEqual(['Purchased'])
    expect(elements(html, 'button').map((button) => button.text)).toEqual(['Send as an enquiry', 'Close'])
    // Closed until the checkout opens it, as a modal, in the browser.
    expect(elements(html, 'dialog')[0]?.attributes.open).toBeUndefined()
  })
})
