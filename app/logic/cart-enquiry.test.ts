import { describe, expect, it } from 'vitest'
import { cartEnquiryMessage } from './cart-enquiry'

describe('cartEnquiryMessage', () => {
  it('lists the lines, the subtotal and the gift flag', () => {
    const message = cartEnquiryMessage(
      [
        { id: 'a', title: 'Gold', image: null, price: 1500, rating: 5 },
        { id: 'b', title: 'The Ark Hotel', image: null, price: null, rating: 5 },
      ],
      true,
    )
    expect(message).toContain('1. Gold: USD 1,500 per person')
    expect(message).toContain('2. The Ark Hotel: price on request')
    expect(message).toContain('Subtotal (2 items): USD 1,500')
    expect(message).toContain('This tour package contains a gift.')
  })
})
