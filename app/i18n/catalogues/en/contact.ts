const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** The contact page, its enquiry form, and the enquiries other pages prefill in it. */
export const contact = {
  title: 'Contact our Tours Agent',
  description: 'Send us an enquiry: our consultants in Nairobi, Dubai and the US reply within one working day.',
  otherWays: 'Other ways to reach us',
  talkToUs: 'Talk to us',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone number',
  message: 'Message',
  notSentYet: 'Your message has not been sent yet. Please check:',
  nothingLost: 'Nothing you typed is lost.',
  callInstead: 'Your message has not been sent and nothing you typed is lost. Please call or e-mail us instead.',
  sending: 'Sending…',
  send: 'Send message',
  tripEnquiry: (trip: string) =>
    `Hello, I would like to enquire about the ${trip}. Please send me availability and the next steps.`,
  /** `price` is the price per person, written; null when it is on request. */
  departureRequest: (
    trip: string,
    starts: string,
    ends: string,
    adults: number,
    children: number,
    price: string | null,
  ) => {
    const travellers = children
      ? `${plural(adults, 'adult', 'adults')} and ${plural(children, 'child', 'children')}`
      : plural(adults, 'adult', 'adults')
    const priced = price === null ? 'with the price on request' : `at ${price} per person`
    return (
      `Hello, I would like to request the ${trip} departing ${starts} and returning ` +
      `${ends}, for ${travellers}, ${priced}. Please confirm availability and the next steps.`
    )
  },
  /** "Join the waiting list" on a sold-out departure (decision 068). */
  waitingListRequest: (trip: string, starts: string, ends: string) =>
    `Hello, I would like to join the waiting list for the ${trip} departing ${starts} and returning ${ends}. ` +
    'Please let me know if places become free.',
  // An enquiry addressed to a trip's specialist (issue 35).
  enquiryGoesTo: (name: string, office: string | null) =>
    office ? `Your enquiry goes to ${name}, at our ${office}.` : `Your enquiry goes to ${name}.`,
  unknownSpecialist:
    'The specialist this enquiry was addressed to is no longer on our team. Send it again and our team will answer.',
} as const
