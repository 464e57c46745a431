import { DEFAULT_LANG, type Lang, languageById } from '#shared/languages'
import { catalogueFor } from '~/i18n/catalogue'
import { formatMoney } from '../i18n/format'
import { type BasketLine, basketTotal } from './visitor-state'

/** The cart written out for the contact form, in the page's language: each line, the subtotal and the gift flag. */
export function cartEnquiryMessage(basket: BasketLine[], gift: boolean, lang: Lang = DEFAULT_LANG): string {
  const t = catalogueFor(lang).cart
  const money = (amount: number) => formatMoney(amount, 'USD', languageById(lang).moneyLocale)
  const lines = basket.map((line, index) =>
    t.enquiryLine(index + 1, line.title, typeof line.price === 'number' ? money(line.price) : null),
  )
  return [
    t.enquiryOpening,
    '',
    ...lines,
    '',
    t.enquirySubtotal(basket.length, money(basketTotal(basket))),
    gift ? t.enquiryGift : t.enquiryNoGift,
  ].join('\n')
}
