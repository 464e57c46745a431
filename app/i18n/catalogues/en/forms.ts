/**
 * The enquiry's and the newsletter's checks and answers (app/logic/enquiry-form.ts, subscription.ts), said by the
 * server and the browser alike, and the Subscribe page's own words.
 */
export const forms = {
  fieldNames: {
    FirstName: 'your first name',
    LastName: 'your last name',
    Email: 'your e-mail address',
    PhoneNumber: 'your phone number',
    message: 'your message',
  },
  required: (field: string) => `Please enter ${field}.`,
  tooLong: (field: string, max: number) => `Please shorten ${field} to ${max} characters.`,
  formatProblems: {
    Email: 'Please enter an e-mail address, like name@example.com.',
    PhoneNumber: 'Please enter a phone number, using digits, spaces and + ( ) . - only.',
  },
  messageSent: 'Message sent successfully!',
  messageFailed: 'Failed to send message, please try again.',
  rateLimited:
    'You have sent several enquiries in a short time, so this one was not sent. Please try again later, or call or ' +
    'e-mail us.',
  nothingSent: 'Nothing was sent.',
  controlCharacters: (field: string) =>
    `Please type ${field} again: it holds an invisible control character, which copying and pasting can bring in.`,
  hiddenControlCharacters:
    'Part of the form you did not type in arrived damaged, so nothing was sent. Please send it again: what you ' +
    'typed is kept.',
  missingPublicKey: 'The public key is required.',
  missingServiceId: 'The service ID is required.',
  missingTemplateId: 'The template ID is required.',
  subscribeTitle: 'Subscribe',
  subscribeDescription: 'Seasonal golf and safari itineraries in your inbox, a few times a year.',
  backHome: 'Back to the home page',
  subscribed: 'Thank you for subscribing! Our seasonal itineraries will reach you a few times a year.',
  alreadySubscribed: 'You are already subscribed with this e-mail address. Thank you!',
  subscriptionRateLimited: 'Several subscriptions came from your connection in a short time. Please try again later.',
  subscriptionFailed: 'We could not record your subscription just now. Please try again in a moment.',
  emailRequired: 'Please enter your e-mail address.',
  emailTooLong: (max: number) => `An e-mail address has at most ${max} characters.`,
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  /** What a field the browser checks (a number's range, a date's earliest day) says, in the page's language. */
  constraints: {
    numberBetween: (min: string, max: string) => `Please enter a number from ${min} to ${max}.`,
    numberFrom: (min: string) => `Please enter ${min} or more.`,
    numberUpTo: (max: string) => `Please enter ${max} or less.`,
    wholeNumber: 'Please enter a whole number.',
    number: 'Please enter a number.',
    dateFrom: (date: string) => `Please choose ${date} or later.`,
    date: 'Please enter a date.',
    missing: 'Please fill in this field.',
    other: 'Please check this value.',
  },
} as const
