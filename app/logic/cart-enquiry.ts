import { formatMoney } from './format'
import { type BasketLine, basketTotal } from './visitor-state'

/** The cart written out for the contact form: each line, the subtotal and the gift flag. */
export function cartEnquiryMessage(basket: BasketLine[], gift: boolean): string {
  const lines = basket.map(
    (line, index) =>
      `${index + 1}. ${line.title}: ` +
      `${typeof line.price === 'number' ? `${formatMoney(line.price)} per person` : 'price on request'}`,
  )
  return [
    'Hello, I would like to book the trips in my cart:',
    '',
    ...lines,
    '',
    `Subtotal (${basket.length} ${basket.length === 1 ? 'item' : 'items'}): ${formatMoney(basketTotal(basket))}`,
    gift ? 'This tour package contains a gift.' : 'This tour package is not a gift.',
  ].join('\n')
}
