import { useNavigate } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { Named } from '~/components/shared/Named'
import { useLang, useLocalePath, useT } from '~/i18n/react'
import { cartEnquiryMessage } from '~/logic/cart-enquiry'
import { withEnquirySource } from '~/logic/enquiry-context'
import { enquiryHref } from '~/logic/enquiry-links'
import type { BasketLine, SiteUser } from '~/logic/visitor-state'

/**
 * The spec's checkout: "Purchased" and a thank-you naming the visitor. Nothing is ordered and the cart stays;
 * "Send as an enquiry" hands the cart to the contact form. A native modal dialog keeps focus inside and
 * closes on Escape; focus returns to the checkout button.
 */
export function CheckoutDialog({
  open,
  onClose,
  user,
  basket,
  gift,
}: {
  open: boolean
  onClose: () => void
  user: SiteUser | null
  basket: BasketLine[]
  gift: boolean
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  const t = useT().cart
  const lang = useLang()
  const localePath = useLocalePath()
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  const name = user?.displayName || user?.email || t.traveller
  return (
    <dialog ref={dialogRef} className="checkout-dialog" aria-labelledby="checkout-title" onClose={onClose}>
      <h2 id="checkout-title">{t.purchased}</h2>
      <p>
        <Named text={t.thankYou} name={name} />
      </p>
      <p>{t.toConfirm}</p>
      <div className="checkout-dialog__actions">
        <button
          type="button"
          className="button"
          onClick={() =>
            navigate(localePath(withEnquirySource(enquiryHref(cartEnquiryMessage(basket, gift, lang)), 'checkout')))
          }
        >
          {t.sendAsEnquiry}
        </button>
        <button type="button" className="button button--outline" onClick={() => dialogRef.current?.close()}>
          {t.close}
        </button>
      </div>
    </dialog>
  )
}
