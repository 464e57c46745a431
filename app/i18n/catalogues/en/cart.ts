/** The cart page, its checkout dialog, and the cart written out as an enquiry. */
export const cart = {
  title: 'Your Shopping Cart',
  description: 'The trips you have chosen, ready to send to our consultants.',
  loading: 'Loading your cart…',
  empty: 'Your cart is empty',
  addAnItem: 'Add an item to your cart',
  perPerson: (price: string) => `${price} per person`,
  priceOnRequest: 'Price on request',
  remove: (title: string) => `Remove ${title}`,
  removeButton: 'REMOVE',
  subtotalLabel: 'Subtotal',
  subtotal: (count: number) => `Subtotal (${count} ${count === 1 ? 'item' : 'items'}):`,
  containsGift: 'This tour package contains a gift',
  proceed: 'Proceed to checkout',
  purchased: 'Purchased',
  traveller: 'traveller',
  thankYou: (name: string) => `Thank you, ${name}! Your tour package is reserved in your cart.`,
  toConfirm:
    'To confirm dates and payment, send it to our consultants as an enquiry: they reply within one working day.',
  sendAsEnquiry: 'Send as an enquiry',
  close: 'Close',
  // The enquiry the cart prefills
  enquiryOpening: 'Hello, I would like to book the trips in my cart:',
  enquiryLine: (n: number, title: string, price: string | null) =>
    `${n}. ${title}: ${price === null ? 'price on request' : `${price} per person`}`,
  enquirySubtotal: (count: number, total: string) => `Subtotal (${count} ${count === 1 ? 'item' : 'items'}): ${total}`,
  enquiryGift: 'This tour package contains a gift.',
  enquiryNoGift: 'This tour package is not a gift.',
} as const
