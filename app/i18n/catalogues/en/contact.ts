/** The contact page and its enquiry form. */
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
} as const
